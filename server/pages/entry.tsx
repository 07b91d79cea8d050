/*
 * The server's own pages, built by Vite's server build beside src/entry-server.tsx (so CSS
 * modules work and their class names are those of the site's stylesheets) into
 * dist-ssr/server-pages.js, which the server loads when it starts (server/page-renderer.ts). Each
 * page is rendered from the site's own components: a visitor's /your-data pages in the site's
 * frame, like every page of the site; a form's answer, a newsletter link's page and the leads
 * dashboard in a plain document without script.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { isPublishedPage } from '../../src/content/fixed-pages';
import { getSite } from '../../src/content/site';
import { LOCALE_TAGS, LOCALES, localizePath, splitLocale, type Locale } from '../../src/lib/locale';
import { resolveHead } from '../../src/content/seo';
import { renderHeadTags } from '../../src/render-head';
import { paths } from '../../src/lib/paths';
import { stripUntranslated } from '../../src/lib/untranslated';
import { headContextOf, renderSitePage, type SitePageLocale } from '../../src/render-site-page';
import type { PageAssets, ServerPage } from '../../src/schemas/server-page';
import '../../src/styles/global.css';
import { FormAnswerPage } from './form-answer-page';
import { LeadsPage } from './leads/leads-page';
import { NewsletterPage } from './newsletter-page';
import { YourDataPage } from './your-data-page';

const document = (element: ReactElement) => `<!doctype html>\n${renderToString(element)}`;

/** A page in the site's frame, in the shell the prerender fills for every page of the site. */
function sitePage(path: string, locale: Locale, content: ReactElement, assets: PageAssets): string {
  const site = getSite(locale);
  const alternates = Object.fromEntries(LOCALES.map((other) => [other, localizePath(splitLocale(path).path, other)]));
  const pageLocale: SitePageLocale = { locale, hasPage: isPublishedPage, alternates };
  const { html, head } = renderSitePage(path, content, pageLocale);
  // Nothing in the head is an element: a mark there is dropped.
  const tags = stripUntranslated(renderHeadTags(head ?? resolveHead(site, { path, noindex: true }), headContextOf(locale, {})));
  return assets.shell
    .replace('<!--app-lang-->', () => LOCALE_TAGS[locale])
    .replace('<!--app-head-->', () => tags)
    .replace('<!--app-html-->', () => html);
}

/** The whole HTML document of one of the server's pages. */
export function renderServerPage(page: ServerPage, assets: PageAssets): string {
  switch (page.page) {
    case 'form-answer':
      return document(<FormAnswerPage locale={page.locale} form={page.form} outcome={page.outcome} submission={page.submission} assets={assets} />);
    case 'newsletter':
      return document(<NewsletterPage locale={page.locale} view={page.view} assets={assets} />);
    case 'your-data':
      return sitePage(localizePath(paths.yourData, page.locale), page.locale, <YourDataPage locale={page.locale} view={page.view} />, assets);
    case 'leads':
      return document(<LeadsPage view={page.view} session={page.session} assets={assets} />);
  }
}
