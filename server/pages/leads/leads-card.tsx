import { useId, type ReactNode } from 'react';
import styles from './dashboard.module.css';

/** A section of a dashboard page, named by its heading. */
export function LeadsCard({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
