/*
 * Server entry, built by Vite's SSR build and used by scripts/prerender.ts (and, in `npm run dev`,
 * by scripts/vite-pages-plugin.ts): renders one page of the route table to HTML, with its head
 * tags and status, and the islands in it, each rendered as a root of its own (src/render-site-page.tsx).
 */
import { listPosts } from './content/posts';
import { getSite } from './content/site';
import { toBlogSearchEntry } from './lib/blog-search';
import { isAdminPath, paths } from './lib/paths';
import { slugify } from './lib/slug';
import { renderHeadTags, resolveHead, type HeadTags } from './lib/seo';
import { pageStructuredData } from './page-structured-data';
import { renderSitePage } from './render-site-page';
// The server build renders every page, so it is the build that writes the site's one stylesheet.
import './styles/global.css';
import { listPages, type PageRoute } from './routes';

export type { PageRoute } from './routes';
export { listPages, NOT_FOUND_FILE, POST_NOT_FOUND_FILE } from './routes';

export type RenderedPage = {
  html: string;
  head: string;
  status: number;
  noindex: boolean;
  /** Whether the page runs the admin app as well as the site's script. */
  isAdminApp: boolean;
};

let pagePaths: Set<string> | undefined;
/** Whether an address is a page of the table (a breadcrumb leaves out the steps that are not). */
const isPagePath = (path: string) => (pagePaths ??= new Set(listPages().map((page) => page.path))).has(path);

export async function renderPage(route: PageRoute): Promise<RenderedPage> {
  const site = getSite();
  const { html, head: collected } = renderSitePage(route.path, await route.render());

  const pageHead = collected ?? resolveHead(site, { path: route.path, noindex: true });
  // Structured data and article facts come from the route: each page of the table knows its own.
  const data = route.data?.();
  const article = data?.article;
  const head: HeadTags = {
    ...pageHead,
    ...(article ? { type: 'article', article: article.meta } : {}),
    jsonLd: [...pageStructuredData({ path: route.path, status: route.status, data }, pageHead, isPagePath), ...pageHead.jsonLd],
    ...(route.isOwnCanonical ? { canonical: resolveHead(site, { path: route.path }).canonical } : {}),
    // Not-found pages answer for addresses that do not exist: they name no canonical address.
    ...(route.status === 404 ? { canonical: '' } : {}),
  };
  return { html, head: renderHeadTags(head, site.name, site.locale), status: route.status, noindex: head.noindex, isAdminApp: route.isAdminApp ?? false };
}

/** What the prerender writes beside the pages (scripts/site-files.ts): the site's facts, the blog feed and its search index. */
export function siteFacts() {
  return {
    site: getSite(),
    blogPath: paths.blog,
    posts: listPosts().map(({ slug, title, summary, date, author, category, tags }) => ({
      slug,
      path: paths.post(slug),
      title,
      summary,
      date,
      author,
      category,
      categoryPath: category ? paths.category(slugify(category)) : null,
      tags,
    })),
    blogSearchIndex: listPosts().map(toBlogSearchEntry),
    isAdminPath,
  };
}
