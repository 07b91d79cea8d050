import styles from './pagination.module.css';

type Labels = { label: string; previous: string; next: string; page: (page: number) => string };

export type PaginationProps = Labels & {
  current: number;
  count: number;
  /** Each page is an address of its own (shareable, prerendered). */
  hrefFor: (page: number) => string;
};

/** Previous, numbered pages and next, as links. Nothing for a single page. */
export function Pagination({ current, count, label, previous, next, page: pageLabel, hrefFor }: PaginationProps) {
  if (count <= 1) return null;
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  const control = (page: number, text: string, className: string, accessibleName?: string) => (
    <a href={hrefFor(page)} className={className} aria-current={page === current ? 'page' : undefined} aria-label={accessibleName}>
      {text}
    </a>
  );
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {current > 1 && <li>{control(current - 1, previous, `${styles.item} ${styles.step}`)}</li>}
        {pages.map((page) => (
          <li key={page}>{control(page, String(page), `${styles.item} ${page === current ? styles.current : ''}`, pageLabel(page))}</li>
        ))}
        {current < count && <li>{control(current + 1, next, `${styles.item} ${styles.step}`)}</li>}
      </ul>
    </nav>
  );
}
