import { useEffect } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * Keeps the blog list in step with its address after the first render:
 * - /blog?page=N is sent to the page's own address, /blog/page/N (the one that is prerendered);
 * - a direct visit to /blog?q=… is served the prerendered, unfiltered list, whose hydration data
 *   has no query; once hydrated, the loader runs again with the address so the list is filtered.
 * `loadedQuery` is the query the current loader data was made for.
 */
export function useBlogAddress(loadedQuery: string): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const pageParam = searchParams.get('page');
  const query = searchParams.get('q') ?? '';

  useEffect(() => {
    if (pageParam === null) return;
    const page = Number(pageParam);
    void navigate(paths.blogSearch(query, Number.isInteger(page) && page > 1 ? page : 1), { replace: true });
  }, [pageParam, query, navigate]);

  useEffect(() => {
    if (pageParam === null && query !== loadedQuery && state === 'idle') void revalidate();
  }, [pageParam, query, loadedQuery, state, revalidate]);
}
