import { useId } from 'react';
import { BlogSearchForm } from '../components/blog-search-form';
import { findTerm } from '../content/blog-terms';
import { formatDate } from '../lib/format-date';
import { paths } from '../lib/paths';
import { getBlogCopy } from '../content/blog-copy';
import { DEFAULT_LOCALE } from '../lib/locale';
import { slugify } from '../lib/slug';
import { useLocale, useLocalePath } from '../components/page-locale';
import type { BlogSidebarCopy, PostFallbacks } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import styles from './blog-sidebar.module.css';
import { langOf } from '../schemas/localized';

export type BlogSidebarProps = {
  copy: BlogSidebarCopy;
  fallbacks: PostFallbacks;
  /** Recent News: shown when given (the post page). */
  recent?: PostSummary[];
};

/** The blog's side column: a working search, Recent News and Popular Tags (each tag links to its page; one no post carries has none, so it is left out). */
export function BlogSidebar({ copy, fallbacks, recent }: BlogSidebarProps) {
  const searchId = useId();
  const recentId = useId();
  const tagsId = useId();
  const locale = useLocale();
  const localize = useLocalePath();
  // A translation lists the same tags in the same order: the English names give the pages' slugs.
  // A tag no post of the language carries has no page, so it is left out.
  const englishTags = getBlogCopy(DEFAULT_LOCALE).sidebar.tags;
  const tags = copy.tags
    .map((name, i) => ({ name, slug: slugify(englishTags[i] ?? name), lang: langOf(copy.lang, 'tags', i) }))
    .filter((tag) => findTerm('tag', tag.slug, locale));
  return (
    <aside className={styles.sidebar}>
      <section className={styles.box} aria-labelledby={searchId}>
        <h2 id={searchId} className={styles.heading} lang={copy.lang?.searchHeading}>
          {copy.searchHeading}
        </h2>
        <BlogSearchForm label={copy.searchLabel} placeholder={copy.searchPlaceholder} buttonLabel={copy.searchButton} />
      </section>
      {recent && recent.length > 0 && (
        <section className={styles.box} aria-labelledby={recentId}>
          <h2 id={recentId} className={styles.heading} lang={copy.lang?.recentHeading}>
            {copy.recentHeading}
          </h2>
          <ul className={styles.recent}>
            {recent.map((post) => (
              <li key={post.id}>
                <a href={localize(paths.post(post.slug))} className={styles.recentLink} lang={langOf(post.lang, 'title')}>
                  {post.title}
                </a>
                <span className={styles.recentDate}>{post.date ? <time dateTime={post.date}>{formatDate(post.date, locale)}</time> : fallbacks.listDate}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tags.length > 0 && (
        <section className={styles.box} aria-labelledby={tagsId}>
          <h2 id={tagsId} className={styles.heading} lang={copy.lang?.tagsHeading}>
            {copy.tagsHeading}
          </h2>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <a href={localize(paths.tag(tag.slug))} className={styles.tag} lang={tag.lang}>
                  {tag.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
