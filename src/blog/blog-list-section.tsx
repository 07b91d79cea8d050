import { Island } from '../islands/island';
import { useLocale, useLocalePath } from '../components/page-locale';
import { localizePath } from '../lib/locale';
import { BLOG_SEARCH_INDEX_URL } from '../content/blog-search';
import { BLOG_SEARCH_PARAM, paths } from '../lib/paths';
import type { BlogCopy } from '../schemas/page-copy';
import type { PostSummary } from '../schemas/post';
import { BlogSearchResults } from '../islands/blog-search-results';
import { PostList } from '../components/post-list';
import styles from './blog-list-section.module.css';

export type BlogListSectionProps = {
  /** The posts of this page of the list. */
  posts: PostSummary[];
  page: number;
  pageCount: number;
  copy: BlogCopy;
};

/**
 * One page of the blog list, in the page's HTML, or the empty state. A search (?q=) is shown in
 * its place by the search island, which wakes at once when the address has one.
 */
export function BlogListSection({ posts, page, pageCount, copy }: BlogListSectionProps) {
  const { states, resultsHeading, clearSearch, readMore, readingTime, pagination, fallbacks } = copy;
  const locale = useLocale();
  const localize = useLocalePath();
  return (
    <div className={styles.section}>
      <Island
        name="blogSearch"
        component={BlogSearchResults}
        props={{
          copy: { states, resultsHeading, clearSearch, readMore, readingTime, pagination, fallbacks },
          indexUrl: localizePath(BLOG_SEARCH_INDEX_URL, locale),
          page,
          locale,
        }}
        hydrate={{ searchParam: BLOG_SEARCH_PARAM }}
      />
      <div className={styles.listing}>
        {posts.length === 0 ? (
          <p className={styles.state} role="status" lang={states.lang?.empty}>
            {states.empty}
          </p>
        ) : (
          <PostList posts={posts} page={page} pageCount={pageCount} copy={copy} hrefFor={(n) => localize(paths.blogPage(n))} locale={locale} />
        )}
      </div>
    </div>
  );
}
