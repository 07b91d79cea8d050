import { useId } from 'react';
import { BlogSearchForm } from '../components/blog-search-form';
import { findTerm } from '../content/blog-terms';
import { getSite } from '../content/site';
import { formatDate } from '../lib/format-date';
import { paths } from '../lib/paths';
import { slugify } from '../lib/slug';
import type { BlogSidebarCopy, PostFallbacks } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import styles from './blog-sidebar.module.css';

export type BlogSidebarProps = {
  copy: BlogSidebarCopy;
  fallbacks: PostFallbacks;
  /** Recent News: shown when given (the post page). */
  recent?: PostSummary[];
};

/** The blog's side column: a working search, Recent News and Popular Tags (each tag links to its page; one no post carries has none, so it is left out). */
export function BlogSidebar({ copy, fallbacks, recent }: BlogSidebarProps) {
  const tags = copy.tags.filter((tag) => findTerm('tag', slugify(tag)));
  const searchId = useId();
  const recentId = useId();
  const tagsId = useId();
  return (
    <aside className={styles.sidebar}>
      <section className={styles.box} aria-labelledby={searchId}>
        <h2 id={searchId} className={styles.heading}>
          {copy.searchHeading}
        </h2>
        <BlogSearchForm label={copy.searchLabel} placeholder={copy.searchPlaceholder} buttonLabel={copy.searchButton} />
      </section>
      {recent && recent.length > 0 && (
        <section className={styles.box} aria-labelledby={recentId}>
          <h2 id={recentId} className={styles.heading}>
            {copy.recentHeading}
          </h2>
          <ul className={styles.recent}>
            {recent.map((post) => (
              <li key={post.id}>
                <a href={paths.post(post.slug)} className={styles.recentLink}>
                  {post.title}
                </a>
                <span className={styles.recentDate}>
                  {post.date ? <time dateTime={post.date}>{formatDate(post.date, getSite())}</time> : fallbacks.listDate}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tags.length > 0 && (
        <section className={styles.box} aria-labelledby={tagsId}>
          <h2 id={tagsId} className={styles.heading}>
            {copy.tagsHeading}
          </h2>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <a href={paths.tag(slugify(tag))} className={styles.tag}>
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
