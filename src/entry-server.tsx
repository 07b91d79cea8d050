/*
 * Server entry, built by Vite's SSR build and used by scripts/prerender.ts: renders one URL of
 * the route table to HTML, with its head tags, HTTP status and the router's hydration data.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { HeadCollectorProvider } from './components/page-head';
import { getSite } from './content/site';
import { listPosts } from './content/posts';
import type { PostsRequestContext } from './lib/post-loaders';
import { blogPageCount, isAdminPath, paths } from './lib/paths';
import { escapeJsonForScript, renderHeadTags, resolveHead, type HeadTags } from './lib/seo';
import { toApiPost } from './lib/posts';
import { articleOf, pageStructuredData } from './page-structured-data';
import { NOT_FOUND_ROUTE_ID, POST_ROUTE_ID, routes } from './routes';

export type RenderResult =
  | { kind: 'page'; html: string; head: string; status: number; data: string; noindex: boolean }
  | { kind: 'redirect'; status: number; location: string };

/** The blog as the posts API would send it, read from content/ instead of over HTTP. */
const contentPostsSource: PostsRequestContext['postsSource'] = async () => listPosts().map(toApiPost);

/** Router errors in the shape react-router's browser router revives from hydration data. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error' }
          : error,
    ]),
  );
}

export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, getSite().url));
  const requestContext: PostsRequestContext = { postsSource: contentPostsSource };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? paths.home };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let collected: HeadTags | undefined;
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collect={(head) => (collected = head)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HeadCollectorProvider>
    </StrictMode>,
  );
  const site = getSite();
  const pathname = new URL(request.url).pathname;
  const pageHead = collected ?? resolveHead(site, { path: pathname, noindex: true });
  // Structured data and article facts come from the route and its content, in one place for every page.
  const facts = { path: pathname, routeId: context.matches.at(-1)?.route.id, status: context.statusCode };
  const article = articleOf(facts);
  const head: HeadTags = {
    ...pageHead,
    ...(article ? { type: 'article', article: article.article, image: article.image ? resolveHead(site, { path: pathname, image: article.image }).image : pageHead.image } : {}),
    jsonLd: [...pageStructuredData(facts, pageHead), ...pageHead.jsonLd],
    // Each page of the blog list is its own canonical page (search engines index them one by one).
    ...(facts.routeId === 'blog-page' ? { canonical: resolveHead(site, { path: pathname }).canonical } : {}),
    ...(context.statusCode === 404 ? { canonical: '' } : {}),
  };
  const data = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) });
  return { kind: 'page', html, head: renderHeadTags(head, site.name, site.locale), status: context.statusCode, data: escapeJsonForScript(data), noindex: head.noindex };
}

/**
 * The server-build chunks of the lazy routes that render `url`, read from the routes' own
 * import() calls. The prerender maps them to the client chunks (and their CSS) through the two
 * Vite manifests, so each page preloads its own JavaScript and styles with the entry.
 */
export function lazyRouteChunks(url: string): string[] {
  const matches = matchRoutes(routes, new URL(url, getSite().url).pathname) ?? [];
  return matches.flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [...String(route.lazy).matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!) : [],
  );
}

/** What the prerender writes beside the pages (scripts/site-files.ts): the site's facts and the blog feed. */
export function siteFacts() {
  return {
    site: getSite(),
    blogPath: paths.blog,
    posts: listPosts().map(({ slug, title, summary, date, author, category, tags }) => ({ slug, path: paths.post(slug), title, summary, date, author, category, tags })),
    isAdminPath,
  };
}

/** Every path the route table can show, for the prerender: fixed and content pages, blog pages and posts. */
export function listPrerenderPaths(): { path: string; file: string }[] {
  const result: { path: string; file: string }[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.children) walk(route.children);
      if (!route.path) continue;
      if (route.id === POST_ROUTE_ID) {
        for (const post of listPosts()) result.push({ path: paths.post(post.slug), file: `${paths.post(post.slug)}/index.html` });
        result.push({ path: '/__missing-post__', file: '/404-post.html' });
      } else if (route.id === NOT_FOUND_ROUTE_ID) {
        result.push({ path: '/__missing__/page', file: '/404.html' });
      } else if (route.path.includes(':')) {
        if (route.id !== 'blog-page') throw new Error(`No prerender paths for the route ${route.path}`);
        for (let page = 2; page <= blogPageCount(listPosts().length); page++) {
          result.push({ path: paths.blogPage(page), file: `${paths.blogPage(page)}/index.html` });
        }
      } else {
        result.push({ path: route.path, file: route.path === '/' ? '/index.html' : `${route.path}/index.html` });
      }
    }
  };
  walk(routes);
  return result;
}
