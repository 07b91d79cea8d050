/*
 * The one data path for blog posts. Prerender passes a `postsSource` in the router's request
 * context that reads content/; the browser has none, so the same loaders fetch the posts API.
 * Either way the payload goes through normalizePosts, and the pages render the result.
 *
 * In the browser the loaders hand back promises, so a page shows its loading state at once and
 * its error or empty state if the call fails; at build time they resolve before rendering, so
 * the prerendered HTML (and its hydration data) already holds the posts.
 */
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { Post, PostSummary } from '../schemas/post';
import { normalizePosts, summarize } from './posts';
import { BLOG_PAGE_SIZE, blogPageCount, paths } from './paths';
import { slugFromParam } from './slug';

export type PostsSource = (signal: AbortSignal) => Promise<unknown>;
export type PostsRequestContext = { postsSource: PostsSource };

export const POSTS_FETCH_ERROR = 'Failed to fetch blog posts';

export function isPostsRequestContext(context: unknown): context is PostsRequestContext {
  return typeof context === 'object' && context !== null && typeof (context as { postsSource?: unknown }).postsSource === 'function';
}

function apiPostsSource(request: Request): PostsSource {
  return async (signal) => {
    const response = await fetch(new URL(paths.api.posts, request.url), { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(POSTS_FETCH_ERROR);
    return response.json() as Promise<unknown>;
  };
}

async function loadPosts(request: Request, context: unknown): Promise<Post[]> {
  const source = isPostsRequestContext(context) ? context.postsSource : apiPostsSource(request);
  return normalizePosts(await source(request.signal));
}

/** Resolved data at build time, a promise in the browser (for <Await>). */
type Deferred<T> = T | Promise<T>;

export type LatestPostsData = { posts: Deferred<PostSummary[]> };

export async function latestPostsLoader({ request, context }: LoaderFunctionArgs): Promise<LatestPostsData> {
  const posts = loadPosts(request, context).then((all) => all.slice(0, 3).map(summarize));
  return { posts: isPostsRequestContext(context) ? await posts : posts };
}

export type BlogListPage = { posts: PostSummary[]; page: number; pageCount: number; query: string; total: number };
/** `query` is known at once, so a page can tell whether its data matches the URL before the list arrives. */
export type BlogListData = { list: Deferred<BlogListPage>; query: string };

/** Case-insensitive match on title, content (without tags) and tags. */
export function matchesQuery(post: Post, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [post.title ?? '', post.summary, post.html.replace(/<[^>]*>/g, ' '), ...(post.tags ?? [])].join(' ').toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

export async function blogListLoader({ request, context, params }: LoaderFunctionArgs): Promise<BlogListData> {
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) throw data('Page not found', { status: 404 });
  const query = new URL(request.url).searchParams.get('q') ?? '';
  const list = loadPosts(request, context).then((all): BlogListPage => {
    const found = all.filter((post) => matchesQuery(post, query));
    const pageCount = blogPageCount(found.length);
    return { posts: found.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE).map(summarize), page, pageCount, query, total: found.length };
  });
  if (!isPostsRequestContext(context)) return { list, query };
  const resolved = await list;
  if (page > resolved.pageCount) throw data('Page not found', { status: 404 });
  return { list: resolved, query };
}

export type BlogPostResult = { post: Post | null; recent: PostSummary[] };
export type BlogPostData = { result: Deferred<BlogPostResult>; slug: string };

export async function blogPostLoader({ request, context, params }: LoaderFunctionArgs): Promise<BlogPostData> {
  const slug = slugFromParam(params.slug ?? '');
  const result = loadPosts(request, context).then((all): BlogPostResult => {
    // Posts without a usable title cannot be linked to, so they are never a match.
    const titled = all.filter((post) => post.title !== null);
    return { post: titled.find((post) => post.slug === slug) ?? null, recent: all.slice(0, 3).map(summarize) };
  });
  if (!isPostsRequestContext(context)) return { result, slug };
  const resolved = await result;
  if (!resolved.post) throw data('Blog post not found.', { status: 404 });
  return { result: resolved, slug };
}
