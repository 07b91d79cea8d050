import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useLocalePath } from '../components/page-locale';
import { paths } from '../lib/paths';
import { Text } from '../components/text';
import { langOf } from '../schemas/localized';
import type { PostSummary } from '../schemas/post';
import styles from './post-neighbours.module.css';

export type PostNeighboursProps = {
  /** The next older post, if any. */
  previous: Pick<PostSummary, 'slug' | 'title' | 'lang'> | undefined;
  /** The next newer post, if any. */
  next: Pick<PostSummary, 'slug' | 'title' | 'lang'> | undefined;
  copy: { label: string; previous: string; next: string; lang: { previous?: string; next?: string } };
};

/** Links to the post before and after this one, by date. */
export function PostNeighbours({ previous, next, copy }: PostNeighboursProps) {
  const localize = useLocalePath();
  if (!previous && !next) return null;
  return (
    <nav aria-label={copy.label} className={styles.nav}>
      {previous && (
        <a href={localize(paths.post(previous.slug))} rel="prev" className={styles.link}>
          <span className={styles.direction}>
            <ArrowLeft aria-hidden="true" size={16} />
            <Text lang={copy.lang.previous}>{copy.previous}</Text>
          </span>
          <span className={styles.title} lang={langOf(previous.lang, 'title')}>
            {previous.title}
          </span>
        </a>
      )}
      {next && (
        <a href={localize(paths.post(next.slug))} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.direction}>
            <Text lang={copy.lang.next}>{copy.next}</Text>
            <ArrowRight aria-hidden="true" size={16} />
          </span>
          <span className={styles.title} lang={langOf(next.lang, 'title')}>
            {next.title}
          </span>
        </a>
      )}
    </nav>
  );
}
