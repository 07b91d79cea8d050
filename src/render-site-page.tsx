/*
 * A page in the site's frame (top bar, header, main, footer), rendered to HTML the way every page
 * of the site is: in its language, the islands in it each rendered as a root of their own, and
 * the head the page declared. The prerender renders the route table's pages with it
 * (src/entry-server.tsx), the server its own visitor pages (server/pages/entry.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CurrentPathProvider } from './components/current-path';
import { IslandCollectorProvider, type CollectedIsland } from './islands/island';
import { IslandRoot } from './components/island-root';
import { HeadCollectorProvider } from './components/page-head';
import { LocaleProvider, type LocaleProviderProps } from './components/page-locale';
import { getBlogCopy } from './content/blog-copy';
import { getSite } from './content/site';
import { SiteLayout } from './layouts/site-layout';
import { fillCopy } from './lib/fill-copy';
import { islandIdentifierPrefix, islandSlot } from './lib/island-markup';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizePath, type Locale } from './lib/locale';
import { resolveHead, SITE_FILES, type HeadContext, type HeadTags } from './content/seo';

/** The language a page is rendered in, the pages that exist, and the page's address in each language it exists in. */
export type SitePageLocale = Omit<LocaleProviderProps, 'children'>;

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

/** The page's body and the head it declared with <PageHead> (undefined when it declared none). */
export function renderSitePage(path: string, content: ReactNode, pageLocale: SitePageLocale): { html: string; head: HeadTags | undefined } {
  const islands: CollectedIsland[] = [];
  let head: HeadTags | undefined;
  const frame = renderToString(
    <StrictMode>
      <HeadCollectorProvider collect={(collected) => (head = collected)}>
        <IslandCollectorProvider collect={(island) => islands.push(island) - 1}>
          <LocaleProvider {...pageLocale}>
            <CurrentPathProvider path={path}>
              <SiteLayout>{content}</SiteLayout>
            </CurrentPathProvider>
          </LocaleProvider>
        </IslandCollectorProvider>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  const html = islands.reduce((page, island, index) => page.replace(islandSlot(index), () => renderIsland(island, index)), frame);
  return { html, head };
}

/** The title of a language's blog feed. */
export const feedTitle = (locale: Locale) => fillCopy(getBlogCopy(locale).feedTitle, { name: getSite(locale).name });

/**
 * What a page's head says about its language besides its own tags: the language, the page in
 * every language it exists in (`alternates`, by address), and the language's feed.
 */
export function headContextOf(locale: Locale, alternates: Partial<Record<Locale, string>>): HeadContext {
  const site = getSite(locale);
  const absolute = (path: string) => resolveHead(site, { path }).canonical;
  const translations = LOCALES.flatMap((other) => {
    const path = alternates[other];
    return path ? [{ language: LOCALE_TAGS[other], href: absolute(path) }] : [];
  });
  const english = alternates[DEFAULT_LOCALE];
  return {
    siteName: site.name,
    language: LOCALE_TAGS[locale],
    // A page and its translation name each other, and the English page as the one for any other language.
    alternates: translations.length > 1 ? translations : [],
    xDefault: translations.length > 1 && english ? absolute(english) : undefined,
    feed: { href: localizePath(SITE_FILES.feed, locale), title: feedTitle(locale) },
    twitterSite: site.seo.twitterSite,
  };
}
