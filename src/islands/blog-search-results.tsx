import { useEffect, useState, useSyncExternalStore } from 'react';
import { parseBlogSearchIndex, searchBlog, type BlogSearchPage } from '../content/blog-search';
import { fillCopy } from '../lib/fill-copy';
import { localizePath, type Locale } from '../lib/locale';
import { BLOG_SEARCH_PARAM, paths } from '../lib/paths';
import type { BlogCopy } from '../schemas/page-copy';
import { PostList } from '../components/post-list';
import styles from '../blog/blog-list-section.module.css';

export type BlogSearchResultsProps = {
  copy: Pick<BlogCopy, 'states' | 'resultsHeading' | 'clearSearch' | 'readMore' | 'readingTime' | 'pagination' | 'fallbacks'>;
  indexUrl: string;
  /** The page of the list this is (/blog/page/N?q=… shows page N of the results). */
  page: number;
  /** The language of the blog searched. */
  locale: Locale;
};

type SearchState = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; results: BlogSearchPage };

const subscribeToNothing = () => () => {};
/** The search in the page's address; the prerendered page and the hydrating render have none. */
const searchedQuery = () => new URLSearchParams(window.location.search).get(BLOG_SEARCH_PARAM)?.trim() ?? '';

/**
 * The blog search (an island of the blog list). With no search in the address it shows nothing and
 * the page's own list stays; with ?q=… it fetches the blog's search index, shows the matching posts
 * in the list's place (three a page, with the loading, error and no-results states) and puts the
 * search in the search box.
 */
export function BlogSearchResults({ copy, indexUrl, page, locale }: BlogSearchResultsProps) {
  const query = useSyncExternalStore(subscribeToNothing, searchedQuery, () => '');
  const [state, setState] = useState<SearchState>({ status: 'loading' });

  useEffect(() => {
    if (!query) return;
    for (const box of document.querySelectorAll<HTMLInputElement>(`form[role="search"] input[name="${BLOG_SEARCH_PARAM}"]`)) box.value = query;
    const controller = new AbortController();
    fetch(indexUrl, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`the search index answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((payload) => setState({ status: 'ready', results: searchBlog(parseBlogSearchIndex(payload), query, page) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [indexUrl, page, query]);

  if (!query) return null;
  return (
    <div className={styles.searchResults}>
      <p className={styles.results}>{fillCopy(copy.resultsHeading, { query })}</p>
      {state.status === 'loading' && (
        <p role="status" className={styles.state}>
          {copy.states.loading}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className={`${styles.state} ${styles.error}`}>
          {fillCopy(copy.states.error, { reason: state.reason })}
        </p>
      )}
      {state.status === 'ready' && state.results.total === 0 && (
        <div className={styles.state} role="status">
          <p>{fillCopy(copy.states.noResults, { query })}</p>
          <a href={localizePath(paths.blog, locale)}>{copy.clearSearch}</a>
        </div>
      )}
      {state.status === 'ready' && state.results.total > 0 && (
        <PostList {...state.results} copy={copy} hrefFor={(n) => localizePath(paths.blogSearch(query, n), locale)} locale={locale} />
      )}
    </div>
  );
}
