import { Link } from 'react-router-dom';
import styles from './pagination.module.css';

type Labels = { label: string; previous: string; next: string; page: (page: number) => string };

export type PaginationProps = Labels & {
  current: number;
  count: number;
} & (
    | { /** Pages are addresses (shareable, prerendered). */ hrefFor: (page: number) => string; onSelect?: never }
    | { /** Pages are a state of the page. */ onSelect: (page: number) => void; hrefFor?: never }
  );

/** Previous, numbered pages and next, as links (with hrefFor) or buttons (with onSelect). Nothing for a single page. */
export function Pagination({ current, count, label, previous, next, page: pageLabel, hrefFor, onSelect }: PaginationProps) {
  if (count <= 1) return null;
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  const control = (page: number, text: string, className: string, accessibleName?: string) => {
    const isCurrent = page === current;
    if (hrefFor) {
      return (
        <Link to={hrefFor(page)} className={className} aria-current={isCurrent ? 'page' : undefined} aria-label={accessibleName}>
          {text}
        </Link>
      );
    }
    return (
      <button type="button" className={className} aria-current={isCurrent ? 'page' : undefined} aria-label={accessibleName} onClick={() => onSelect(page)}>
        {text}
      </button>
    );
  };
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
