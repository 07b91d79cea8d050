/*
 * Server entry, built by Vite's SSR build and used by scripts/site/prerender.ts (and, in `npm run dev`,
 * by scripts/dev/vite-pages-plugin.ts): renders one page of the route table to HTML, with its head
 * tags and status, and the islands in it, each rendered as a root of its own (src/render-site-page.tsx).
 */
import { hasFixedPage } from './content/fixed-pages';
import { listPosts } from './content/posts';
import { getSite } from './content/site';
import { listSearchEntries } from './content/search-index';
import { LOCALE_TAGS, LOCALES, localizePath, type Locale } from './lib/locale';
import { toBlogSearchEntry } from './content/blog-search';
import { paths, serverPages } from './lib/paths';
import { resolveHead, SITE_FILES, type Feed, type HeadTags } from './content/seo';
import { renderHeadTags } from './render-head';
import { pageStructuredData } from './page-structured-data';
import { feedTitle, headContextOf, renderSitePage } from './render-site-page';
// The server build renders every page, so it is the build that writes the site's stylesheet.
import './styles/global.css';
import { listPages, type PageRoute } from './routes';

export type { PageRoute } from './routes';
export { listPages } from './routes';
export { NOT_FOUND_FILE, POST_NOT_FOUND_FILE } from './lib/paths';

export type RenderedPage = {
  html: string;
  head: string;
  /** The page's language, for <html lang>. */
  lang: string;
  status: number;
  noindex: boolean;
  /** Whether the page runs the admin app as well as the site's script. */
  isAdminApp: boolean;
  /** Whether the page names its own address as canonical (a second address of a page names the first): only those are in the sitemap. */
  isCanonical: boolean;
};

let pagePaths: Set<string> | undefined;
/** Whether an address is a page of the table or the server's in its language (a breadcrumb leaves out the steps that are not). */
const isPagePath = (path: string) =>
  (pagePaths ??= new Set([
    ...listPages().map((page) => page.path),
    ...LOCALES.flatMap((locale) =>
      (Object.keys(serverPages) as (keyof typeof serverPages)[])
        .filter((page) => hasFixedPage(page, locale))
        .map((page) => localizePath(serverPages[page], locale)),
    ),
  ])).has(path);

/** A page's own address, absolute, as a canonical link names it. */
const canonicalOf = (route: PageRoute) => resolveHead(getSite(route.locale), { path: route.path }).canonical;

export async function renderPage(route: PageRoute): Promise<RenderedPage> {
  const site = getSite(route.locale);
  const { html, head: collected } = renderSitePage(route.path, await route.render(), {
    locale: route.locale,
    hasPage: isPagePath,
    alternates: route.alternates,
  });

  const pageHead = collected ?? resolveHead(site, { path: route.path, noindex: true });
  // Structured data and article facts come from the route: each page of the table knows its own.
  const data = route.data?.();
  const article = data?.article;
  const head: HeadTags = {
    ...pageHead,
    ...(article ? { type: 'article', article: article.meta } : {}),
    jsonLd: [...pageStructuredData({ path: route.path, status: route.status, locale: route.locale, data }, pageHead, isPagePath), ...pageHead.jsonLd],
    ...(route.isOwnCanonical ? { canonical: canonicalOf(route) } : {}),
    // Not-found pages answer for addresses that do not exist: they name no canonical address.
    ...(route.status === 404 ? { canonical: '' } : {}),
  };
  const isCanonical = head.canonical === canonicalOf(route);
  // A second address of a page names the languages of the page it stands for, as its canonical link does.
  const alternates = isCanonical || !head.canonical ? route.alternates : (listPages().find((other) => canonicalOf(other) === head.canonical)?.alternates ?? {});
  return {
    html,
    head: renderHeadTags(head, headContextOf(route.locale, alternates)),
    lang: LOCALE_TAGS[route.locale],
    status: route.status,
    noindex: head.noindex,
    isAdminApp: route.isAdminApp ?? false,
    isCanonical,
  };
}

/**
 * What the prerender writes beside the pages of a language (scripts/site/site-files.ts): the site's
 * facts, the blog feed, and the search indexes of the header and the blog.
 */
export function siteFacts(locale: Locale) {
  const at = (path: string) => localizePath(path, locale);
  const site = getSite(locale);
  const feed: Feed = {
    title: feedTitle(locale),
    language: LOCALE_TAGS[locale],
    path: at(SITE_FILES.feed),
    blogPath: at(paths.blog),
    posts: listPosts(locale).map(({ slug, title, summary, date, author, category, categorySlug, tags }) => ({
      slug,
      path: at(paths.post(slug)),
      title,
      summary,
      date,
      author,
      category,
      categoryPath: categorySlug ? at(paths.category(categorySlug)) : null,
      tags,
    })),
  };
  return { locale, site, feed, searchIndex: listSearchEntries(locale), blogSearchIndex: listPosts(locale).map(toBlogSearchEntry) };
}
