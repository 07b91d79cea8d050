import { useId, type ReactNode } from 'react';
import styles from './admin-saved-record.module.css';

export type SavedRow = { label: string; value: string };

export type AdminSavedRecordProps = {
  heading: string;
  rows: SavedRow[];
  /** An image saved with the record (a data: URL), shown above the rows. */
  image?: { src: string; alt: string; label: string };
  actions?: ReactNode;
};

/** A saved draft read back from browser storage: a heading and label/value pairs. */
export function AdminSavedRecord({ heading, rows, image, actions }: AdminSavedRecordProps) {
  const headingId = useId();
  return (
    <section className={styles.record} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <dl className={styles.list}>
        {image && (
          <div className={styles.item}>
            <dt>{image.label}</dt>
            <dd>
              <img src={image.src} alt={image.alt} width={640} height={400} className={styles.image} />
            </dd>
          </div>
        )}
        {rows.map((row) => (
          <div key={row.label} className={styles.item}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
