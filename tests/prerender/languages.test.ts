/*
 * The built site in its two languages (npm run build first): each page says its language and
 * names its translation both ways, as the sitemap does; each language has its own feed and search
 * indexes; and no mark of an untranslated text is left anywhere in dist/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localizePath } from '../../src/lib/locale';
import { paths } from '../../src/lib/paths';
import { listPages, type PageRoute } from '../../src/routes';
import { postSlugsNewestFirst, postText, siteOrigin } from '../support/content-text';

const DIST = path.resolve('dist');
const origin = siteOrigin();
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');
const pages = listPages();
const found = pages.filter((page) => page.status === 200);
const htmlOf = (route: PageRoute) => read(route.file);

/** The hreflang links of a page's head, language → address. */
const hreflangsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/gi)].map((m) => [m[1]!, m[2]!]));

describe('the site in each language', () => {
  it('has Hindi pages, each under /hi', () => {
    const hindi = found.filter((page) => page.locale === 'hi');
    expect(hindi.length).toBeGreaterThan(20);
    for (const page of hindi) expect(page.path.startsWith('/hi/')).toBe(true);
  });

  it('says on every page which language it is in, in <html lang> and Open Graph', () => {
    for (const route of pages) {
      const html = htmlOf(route);
      expect([route.path, /<html lang="([^"]+)">/.exec(html)?.[1]]).toEqual([route.path, LOCALE_TAGS[route.locale]]);
      expect([route.path, html.includes(`<meta property="og:locale" content="${LOCALE_TAGS[route.locale].replace('-', '_')}"/>`)]).toEqual([route.path, true]);
    }
  });

  it('names a page and its translation both ways with hreflang, and the English page for any other language', () => {
    const pairs = found.filter((route) => Object.keys(route.alternates).length > 1);
    expect(pairs.length).toBeGreaterThan(20);
    for (const route of found) {
      const links = hreflangsOf(htmlOf(route));
      // A second address of a page names the languages of the page it stands for (tests/prerender/search-engines.test.ts).
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(htmlOf(route))?.[1];
      if (canonical !== `${origin}${route.path === '/' ? '/' : route.path}`) continue;
      if (!pairs.includes(route)) {
        expect([route.path, links]).toEqual([route.path, {}]);
        continue;
      }
      const expected = Object.fromEntries(
        LOCALES.flatMap((locale) => (route.alternates[locale] ? [[LOCALE_TAGS[locale], `${origin}${route.alternates[locale]}`]] : [])),
      );
      expect([route.path, links]).toEqual([route.path, { ...expected, 'x-default': `${origin}${route.alternates[DEFAULT_LOCALE]}` }]);
      // Reciprocal: every page it names names it back.
      for (const address of Object.values(links)) {
        const other = found.find((page) => `${origin}${page.path}` === address)!;
        expect([route.path, Object.values(hreflangsOf(htmlOf(other)))]).toEqual([route.path, expect.arrayContaining([`${origin}${route.path}`])]);
      }
      expect(htmlOf(route)).toContain(`<meta property="og:locale:alternate" content="${LOCALE_TAGS[route.locale === 'en' ? 'hi' : 'en'].replace('-', '_')}"/>`);
    }
  });

  it('lists the same alternates in the sitemap as the pages do', () => {
    const sitemap = read('sitemap.xml');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries.length).toBeGreaterThan(40);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      const route = found.find((page) => `${origin}${page.path}` === loc)!;
      const links = Object.fromEntries([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
      expect([loc, links]).toEqual([loc, hreflangsOf(htmlOf(route))]);
    }
  });

  it('gives each language a feed of its own posts, named in each page head of that language', () => {
    for (const locale of LOCALES) {
      const feedPath = localizePath('/feed.xml', locale);
      const feed = read(feedPath);
      expect(feed).toContain(`<language>${LOCALE_TAGS[locale]}</language>`);
      const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
      // A post's address is its file's name, under /hi in Hindi.
      const prefix = locale === 'en' ? '' : '/hi';
      expect(links).toEqual(postSlugsNewestFirst(locale).map((slug) => `${origin}${prefix}/${slug}`));
      const home = found.find((page) => page.locale === locale && page.id === 'blog')!;
      expect(htmlOf(home)).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${feedPath}"/>`));
    }
  });

  it('gives each language search indexes of its own pages and posts', () => {
    const hindiSearch = JSON.parse(read('hi/search-index.json')) as { href: string; kind: string }[];
    const hindiPosts = postSlugsNewestFirst('hi');
    expect(hindiSearch.filter((entry) => entry.kind === 'post').map((entry) => entry.href)).toEqual(hindiPosts.map((slug) => `/hi/${slug}`));
    const hindiBlog = JSON.parse(read('hi/blog-search.json')) as { post: { slug: string; title: string } }[];
    expect(hindiBlog.map((entry) => entry.post.title)).toEqual(hindiPosts.map((slug) => postText('hi', slug, 'title')));
  });

  it('says on a translated legal page that the English version prevails, with a link to it', () => {
    const legal = found.filter((page) => page.locale === 'hi' && page.id.startsWith('legal:'));
    expect(legal.length).toBeGreaterThan(0);
    for (const route of legal) {
      const english = route.alternates.en!;
      expect([route.path, htmlOf(route)]).toEqual([
        route.path,
        expect.stringMatching(new RegExp(`role="note">(?:(?!</p>).)*<a href="${english}" hreflang="en-IN">`, 'i')),
      ]);
    }
  });

  it('names the kind of each opening, and the figures of the about page, in the language of the page', () => {
    const career = (locale: 'en' | 'hi') => read(path.join(localizePath(paths.career, locale).slice(1), 'index.html'));
    // Every opening in content/jobs/ is full-time: its kind as content/hi/copy/career.yaml writes it in Hindi.
    expect(career('en')).toContain('Full-time');
    expect(career('hi')).toContain('फ़ुल-टाइम');
    expect(career('hi')).not.toContain('Full-time');
    const about = read('hi/about-us/index.html');
    expect(about).toContain('6 महीने');
    expect(about).not.toContain('6 months');
  });

  it('leaves no mark of an untranslated text in any file it publishes', () => {
    const files = (readdirSync(DIST, { recursive: true }) as string[]).filter((file) => /\.(html|json|xml|js|css|txt|webmanifest)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const marked = files.filter((file) => /[\uE000\uE001]/.test(read(file)));
    expect(marked).toEqual([]);
  });
});
