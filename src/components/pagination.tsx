import { pageWindow } from '../lib/page-window';
import styles from './pagination.module.css';

type Labels = {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  /** The language of the previous and next words where they are not the page's. */
  lang?: { previous?: string; next?: string };
};

export type PaginationProps = Labels & {
  current: number;
  count: number;
  /** Each page is an address of its own (shareable, prerendered). */
  hrefFor: (page: number) => string;
};

/** Previous, numbered pages (pageWindow's: at most seven, with gaps) and next, as links. Nothing for a single page. */
export function Pagination({ current, count, label, previous, next, page: pageLabel, hrefFor, lang }: PaginationProps) {
  if (count <= 1) return null;
  const control = (page: number, text: string, className: string, accessibleName?: string, textLang?: string) => (
    <a href={hrefFor(page)} className={className} aria-current={page === current ? 'page' : undefined} aria-label={accessibleName} lang={textLang}>
      {text}
    </a>
  );
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {current > 1 && <li>{control(current - 1, previous, `${styles.item} ${styles.step}`, undefined, lang?.previous)}</li>}
        {pageWindow(current, count).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>{control(slot, String(slot), `${styles.item} ${slot === current ? styles.current : ''}`, pageLabel(slot))}</li>
          ),
        )}
        {current < count && <li>{control(current + 1, next, `${styles.item} ${styles.step}`, undefined, lang?.next)}</li>}
      </ul>
    </nav>
  );
}
