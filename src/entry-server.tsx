/*
 * Server entry, built by Vite's SSR build and used by scripts/prerender.ts (and, in `npm run dev`,
 * by scripts/vite-pages-plugin.ts): renders one page of the route table to HTML, with its head
 * tags and status, and the islands in it, each rendered as a root of its own.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { CurrentPathProvider } from './components/current-path';
import { IslandCollectorProvider, type CollectedIsland } from './components/island';
import { IslandRoot } from './components/island-root';
import { HeadCollectorProvider } from './components/page-head';
import { LocaleProvider } from './components/page-locale';
import { listPosts } from './content/posts';
import { getSite } from './content/site';
import { listSearchEntries } from './content/search-index';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizePath, type Locale } from './lib/locale';
import { SiteLayout } from './layouts/site-layout';
import { toBlogSearchEntry } from './lib/blog-search';
import { islandIdentifierPrefix, islandSlot } from './lib/island-markup';
import { paths } from './lib/paths';
import { renderHeadTags, resolveHead, SITE_FILES, type Feed, type HeadContext, type HeadTags } from './lib/seo';
import { markupUntranslated, stripUntranslated } from './lib/untranslated';
import { fillCopy } from './lib/fill-copy';
import { getBlogCopy } from './content/blog-copy';
import { pageStructuredData } from './page-structured-data';
// The server build renders every page, so it is the build that writes the site's one stylesheet.
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
};

/** One island as a root of its own, with the identifierPrefix its browser root uses too. */
function renderIsland({ component, props }: CollectedIsland, index: number): string {
  const Component = component;
  return renderToString(
    <StrictMode>
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>
    </StrictMode>,
    { identifierPrefix: islandIdentifierPrefix(index) },
  );
}

/** The title of a language's blog feed. */
const feedTitle = (locale: Locale) => fillCopy(getBlogCopy(locale).feedTitle, { name: getSite(locale).name });

let pagePaths: Set<string> | undefined;
/** Whether an address is a page of the table (a breadcrumb leaves out the steps that are not). */
const isPagePath = (path: string) => (pagePaths ??= new Set(listPages().map((page) => page.path))).has(path);

export async function renderPage(route: PageRoute): Promise<RenderedPage> {
  const site = getSite(route.locale);
  const islands: CollectedIsland[] = [];
  let collected: HeadTags | undefined;
  const content = await route.render();
  const frame = renderToString(
    <StrictMode>
      <HeadCollectorProvider collect={(head) => (collected = head)}>
        <IslandCollectorProvider collect={(island) => islands.push(island) - 1}>
          <LocaleProvider locale={route.locale} hasPage={isPagePath} alternates={route.alternates}>
            <CurrentPathProvider path={route.path}>
              <SiteLayout>{content}</SiteLayout>
            </CurrentPathProvider>
          </LocaleProvider>
        </IslandCollectorProvider>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  // Untranslated texts get an element of their own with lang; the islands' props have none (src/components/island.tsx).
  const marked = markupUntranslated(frame, LOCALE_TAGS[DEFAULT_LOCALE]);
  const html = islands.reduce((page, island, index) => page.replace(islandSlot(index), () => renderIsland(island, index)), marked);

  const pageHead = collected ?? resolveHead(site, { path: route.path, noindex: true });
  // Structured data and article facts come from the route: each page of the table knows its own.
  const data = route.data?.();
  const article = data?.article;
  const head: HeadTags = {
    ...pageHead,
    ...(article
      ? { type: 'article', article: article.meta, image: article.image ? resolveHead(site, { path: route.path, image: article.image }).image : pageHead.image }
      : {}),
    jsonLd: [...pageStructuredData({ path: route.path, status: route.status, locale: route.locale, data }, pageHead, isPagePath), ...pageHead.jsonLd],
    ...(route.isOwnCanonical ? { canonical: resolveHead(site, { path: route.path }).canonical } : {}),
    // Not-found pages answer for addresses that do not exist: they name no canonical address.
    ...(route.status === 404 ? { canonical: '' } : {}),
  };
  const absolute = (path: string) => resolveHead(site, { path }).canonical;
  const alternates = LOCALES.flatMap((locale) => {
    const path = route.alternates[locale];
    return path ? [{ language: LOCALE_TAGS[locale], href: absolute(path) }] : [];
  });
  const context: HeadContext = {
    siteName: site.name,
    language: LOCALE_TAGS[route.locale],
    // A page and its translation name each other, and the English page as the one for any other language.
    alternates: alternates.length > 1 ? alternates : [],
    xDefault: alternates.length > 1 && route.alternates[DEFAULT_LOCALE] ? absolute(route.alternates[DEFAULT_LOCALE]) : undefined,
    feed: { href: localizePath(SITE_FILES.feed, route.locale), title: feedTitle(route.locale) },
  };
  return {
    html,
    // Nothing in the head is an element: a mark there is dropped.
    head: stripUntranslated(renderHeadTags(head, context)),
    lang: LOCALE_TAGS[route.locale],
    status: route.status,
    noindex: head.noindex,
    isAdminApp: route.isAdminApp ?? false,
  };
}

/**
 * What the prerender writes beside the pages of a language (scripts/site-files.ts): the site's
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
