/*
 * Every route of the built site (npm run build first): one h1, a title, a description, a
 * canonical link, the right status, valid JSON-LD with its required properties; and the files
 * beside the pages (sitemap, robots.txt, feed, web app manifest, icons).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPages } from '../../src/routes';
import { localizeHref, localizePath, splitLocale, type Locale } from '../../src/lib/locale';
import { isAdminPath, NOT_FOUND_FILE, paths } from '../../src/lib/paths';
import { missingRequiredProperties } from '../../src/content/structured-data';
import { startSite, type RunningSite } from '../../scripts/bench/site-server';
import { contentText, contentTexts, postSlugs, postSlugsNewestFirst, postText, siteName, siteOrigin } from '../support/content-text';

const DIST = path.resolve('dist');
const origin = siteOrigin();
/** A post's address in a language, as its file's name: `/slug`, `/hi/slug`. */
const postPath = (locale: Locale, slug: string) => `${locale === 'en' ? '' : '/hi'}/${slug}`;

type Page = { path: string; file: string; locale: Locale; status: number; html: string };

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const typesOf = (html: string) => jsonLdOf(html).map((item) => item['@type']);

describe('the prerendered pages', () => {
  let server: RunningSite;
  const pages: Page[] = [];

  beforeAll(async () => {
    server = await startSite();
    for (const { path: url, file, locale, status } of listPages()) {
      // The not-found pages are what the server answers for an address of their language it does not know.
      const address = status === 404 ? localizePath(file === localizePath(NOT_FOUND_FILE, locale) ? '/no/such/page' : '/no-such-post', locale) : url;
      const response = await fetch(`${server.url}${address}`);
      pages.push({ path: url, file, locale, status: response.status, html: await response.text() });
    }
  });
  afterAll(async () => server?.close());

  it('serves every route with its status: 200, and 404 for the not-found pages', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect([page.path, page.status]).toEqual([page.path, /\/404(-post)?\.html$/.test(page.file) ? 404 : 200]);
  });

  it('gives every page one h1, a title and a description, and every found page its canonical link', () => {
    const hasPage = (address: string) => pages.some((page) => page.path === address && page.status === 200);
    for (const { path: url, locale, html, status } of pages) {
      expect([url, count(html, /<h1[\s>]/g)]).toEqual([url, 1]);
      expect([url, attribute(html, /<title>([^<]+)<\/title>/)?.length ?? 0]).not.toEqual([url, 0]);
      expect([url, attribute(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0]).not.toEqual([url, 0]);
      // The hosting page has two addresses; both name the service page as the canonical one.
      // The /courses/* entries lead to a course on the e-learning page, which is their canonical page.
      // Each in the page's language where it exists there.
      const english = splitLocale(url).path;
      const canonicalPage = english === paths.hosting ? paths.service('web-hosting-service') : english.startsWith('/courses/') ? paths.eLearning : english;
      const canonical = localizeHref(canonicalPage, locale, hasPage);
      if (status === 200) expect([url, attribute(html, /<link rel="canonical" href="([^"]+)"/)]).toEqual([url, `${origin}${canonical}`]);
      else expect(html).not.toContain('rel="canonical"');
    }
  });

  it('writes Open Graph and Twitter tags, the manifest and the theme colour into every head', () => {
    for (const { path: url, html } of pages) {
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:type', 'twitter:card', 'twitter:image', 'theme-color']) {
        expect([url, html.includes(`"${tag}" content="`)]).toEqual([url, true]);
      }
      expect([url, html.includes('<link rel="manifest" href="/manifest.webmanifest"/>')]).toEqual([url, true]);
    }
  });

  it("describes every page's sharing image for those who cannot see it, in the alt text content gives it", () => {
    const imageOf = (html: string) => attribute(html, /<meta property="og:image" content="([^"]+)"/);
    const unescape = (value: string | undefined) =>
      value
        ?.replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const altsOf = (html: string) => [
      unescape(attribute(html, /<meta property="og:image:alt" content="([^"]+)"/)),
      unescape(attribute(html, /<meta name="twitter:image:alt" content="([^"]+)"/)),
    ];
    // The site's image, described in the page's language (content/hi/site.yaml translates its alt text)…
    const siteImage = {
      image: `${origin}/${contentText('site.yaml', 'seo.image.src')}`,
      alt: { en: contentText('site.yaml', 'seo.image.alt'), hi: contentText('hi/site.yaml', 'seo.image.alt') },
    };
    // …but a post with a cover of its own shares that cover, described by its own alt text in the page's language.
    const covers = new Map(
      (['en', 'hi'] as const).flatMap((locale) =>
        postSlugs(locale).flatMap((slug) => {
          const cover = postText(locale, slug, 'image');
          return cover ? [[postPath(locale, slug), { image: `${origin}/${cover}`, alt: postText(locale, slug, 'alt') }] as const] : [];
        }),
      ),
    );
    expect(covers.size).toBeGreaterThan(1);
    for (const { path: url, locale, html } of pages) {
      const { image, alt } = covers.get(url) ?? { image: siteImage.image, alt: siteImage.alt[locale] };
      expect([url, imageOf(html), altsOf(html)]).toEqual([url, image, [alt, alt]]);
    }
  });

  it('keeps the drafts and not-found pages out of search engines', () => {
    for (const { path: url, html, status } of pages) {
      const noindex = html.includes('<meta name="robots" content="noindex');
      if (isAdminPath(url) || status === 404) expect([url, noindex]).toEqual([url, true]);
    }
  });

  it('describes every page with valid JSON-LD: the organization and both offices everywhere', () => {
    for (const { path: url, html } of pages) {
      const items = jsonLdOf(html);
      expect([url, missingRequiredProperties(items)]).toEqual([url, []]);
      for (const item of items) expect(item['@context']).toBe('https://schema.org');
      const types = items.map((item) => item['@type']);
      expect([url, types.filter((t) => t === 'Organization').length, types.filter((t) => t === 'LocalBusiness').length]).toEqual([
        url,
        1,
        contentTexts('site.yaml', 'addresses', 'label').length,
      ]);
    }
  });

  it('adds a breadcrumb to every found page but home, Service to service pages and BlogPosting to posts', () => {
    const postPaths = new Set((['en', 'hi'] as const).flatMap((locale) => postSlugs(locale).map((slug) => postPath(locale, slug))));
    for (const { path: url, html, status } of pages) {
      if (status !== 200) continue;
      const types = typesOf(html);
      // Each language's home page is the top of its breadcrumbs.
      const english = splitLocale(url).path;
      expect([url, types.includes('BreadcrumbList')]).toEqual([url, english !== paths.home]);
      if (english.startsWith('/services/') && english !== paths.eLearning) expect([url, types]).toEqual([url, expect.arrayContaining(['Service'])]);
      if (postPaths.has(url)) {
        expect([url, types]).toEqual([url, expect.arrayContaining(['BlogPosting'])]);
        expect(html).toContain('<meta property="og:type" content="article"/>');
        expect(html).toContain('<meta property="article:published_time"');
        // The article is in the page once, as markup: no data block carries it a second time.
        expect([url, count(html, /<h1[\s>]/g), html.includes('"content":')]).toEqual([url, 1, false]);
      }
    }
    const breadcrumb = jsonLdOf(pages.find((p) => p.path === '/services/seo')!.html).find((item) => item['@type'] === 'BreadcrumbList');
    expect((breadcrumb?.itemListElement as { item: string }[]).map((step) => step.item)).toEqual([
      `${origin}/`,
      `${origin}/services`,
      `${origin}/services/seo`,
    ]);
  });

  it('sets text in the small Inter subset it preloads, and in the whole files of its faces only for the characters their subsets lack', () => {
    const home = pages.find((p) => p.path === '/')!.html;
    const preloaded = attribute(home, /<link rel="preload" href="([^"]+)" as="font"/)!;
    const stylesheet = readFileSync(path.join(DIST, attribute(home, /<link rel="stylesheet"[^>]* href="([^"]+)"/)!), 'utf8');
    const faces = [...stylesheet.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
      family: attribute(body!, /font-family:\s*["']?([^"';]+)/)!,
      file: attribute(body!, /url\(([^)]+)\)/)!,
      points: (attribute(body!, /unicode-range:([^;}]+)/) ?? '').split(',').flatMap((part) => {
        const [first, last = first] = part
          .trim()
          .replace(/^U\+/i, '')
          .split('-')
          .map((hex) => parseInt(hex, 16));
        return Array.from({ length: last! - first! + 1 }, (_, i) => first! + i);
      }),
    }));
    expect(new Set(faces.map((face) => face.family))).toEqual(new Set(['Inter Variable', 'Noto Sans Devanagari Variable', 'Noto Sans Devanagari Names']));
    const subset = faces.find((face) => face.file === preloaded)!;
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);
    expect(subset.points).toEqual(expect.arrayContaining(ascii));
    // Overlapping ranges within a family could make a browser fetch two files for the same text.
    for (const face of faces) {
      const others = new Set(faces.filter((other) => other !== face && other.family === face.family).flatMap((other) => other.points));
      expect([face.file, face.points.filter((point) => others.has(point))]).toEqual([face.file, []]);
    }
    expect(readFileSync(path.join(DIST, preloaded)).byteLength).toBeLessThan(25_000);
  });

  it('ships a stylesheet in which every media query is one a browser reads: each named breakpoint written out', () => {
    const stylesheets = readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      const css = readFileSync(path.join(DIST, 'assets', file), 'utf8');
      expect([file, css.match(/@media[^{]*\(--[^{]*/g) ?? []]).toEqual([file, []]);
    }
  });

  it("preloads the fonts of its language, links the site's stylesheet, and starts only the small page script: no router, no React, no page data", () => {
    for (const { path: url, html } of pages) {
      expect([url, html]).toEqual([url, expect.stringMatching(/<link rel="preload" href="\/assets\/inter-text-[\w-]+\.woff2" as="font"/)]);
      // A Hindi page's Devanagari face arrives before the first paint, so its swap cannot move the page.
      const isHindi = splitLocale(url).locale === 'hi';
      expect([url, /<link rel="preload" href="\/assets\/noto-devanagari-text-[\w-]+\.woff2" as="font"/.test(html)]).toEqual([url, isHindi]);
      // The site's stylesheet, then the page's own if its kind has one; an admin-style page links the back office's after it.
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/assets\/([\w-]+)-[\w-]{8}\.css">/g)].map((m) => m[1]!);
      expect([url, stylesheets[0]]).toEqual([url, 'style']);
      expect([url, stylesheets.slice(1).filter((stem) => !stem.startsWith('page-'))]).toEqual([url, isAdminPath(url) ? ['back-office'] : []]);
      expect([url, stylesheets.filter((stem) => stem.startsWith('page-')).length <= 1]).toEqual([url, true]);
      const scripts = [...html.matchAll(/<script type="module" src="\/assets\/([\w-]+)\.js"><\/script>/g)].map((m) => m[1]!.replace(/-[\w-]+$/, ''));
      expect([url, scripts]).toEqual([url, isAdminPath(url) ? ['site', 'admin'] : ['site']]);
      // React and each island's code are imported by the page script when an island wakes, not preloaded;
      // only the admin app, a client-rendered app, starts with React.
      expect([url, html.includes('react-')]).toEqual([url, isAdminPath(url)]);
      expect([url, /href="\/assets\/islands-/.test(html)]).toEqual([url, isAdminPath(url)]);
      expect([url, html.includes('router-data') || html.includes('__staticRouterHydrationData')]).toEqual([url, false]);
    }
  });
  it("styles every class a page carries in a stylesheet it links: none is left to another kind of page's own, or to the back office's", () => {
    const stylesheetClasses = (file: string) =>
      new Set([...readFileSync(path.join(DIST, 'assets', file), 'utf8').matchAll(/\.(_[\w-]+_[0-9a-f]{5})/g)].map((m) => m[1]!));
    const stylesheets = readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.css'));
    const classesOf = new Map(stylesheets.map((file) => [file, stylesheetClasses(file)]));
    for (const { path: url, html } of pages) {
      const linked = new Set([...html.matchAll(/<link rel="stylesheet" href="\/assets\/([^"]+\.css)">/g)].map((m) => m[1]!));
      const carried = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/));
      const styledElsewhere = carried.filter(
        (name) => ![...linked].some((file) => classesOf.get(file)?.has(name)) && stylesheets.some((file) => classesOf.get(file)!.has(name)),
      );
      expect([url, [...new Set(styledElsewhere)]]).toEqual([url, []]);
    }
  });

  it("keeps the home hero's and the contact map's rules out of the stylesheet every page links, in the pages' own", () => {
    const linkedBy = (url: string) =>
      [...pages.find((page) => page.path === url)!.html.matchAll(/<link rel="stylesheet" href="\/assets\/([^"]+\.css)">/g)].map((m) => m[1]!);
    // The suffix of each module's class names: five hex digits of a hash of its path (scripts/site/css-class-names.ts).
    const suffix = (file: string) => createHash('sha256').update(file).digest('hex').slice(0, 5);
    const names = (file: string, module: string) => new RegExp(`\\._[\\w-]+_${suffix(module)}\\b`).test(readFileSync(path.join(DIST, 'assets', file), 'utf8'));
    for (const [url, module] of [
      ['/', 'src/sections/hero-section.module.css'],
      ['/hi/', 'src/sections/hero-section.module.css'],
      [paths.contact, 'src/sections/contact-map-section.module.css'],
    ] as const) {
      const [site, own, ...rest] = linkedBy(url);
      expect([url, rest]).toEqual([url, []]);
      expect([url, names(site!, module), names(own!, module)]).toEqual([url, false, true]);
    }
    // A page of another kind links neither.
    expect(linkedBy(paths.service('seo')).filter((file) => !file.startsWith('style-'))).toEqual([]);
  });

  it("leaves no class a public page names to the back office's stylesheet, which only admin-style and server pages link", () => {
    const backOfficeFile = readdirSync(path.join(DIST, 'assets')).find((file) => /^back-office-[\w-]{8}\.css$/.test(file))!;
    const backOfficeClasses = new Set(
      [...readFileSync(path.join(DIST, 'assets', backOfficeFile), 'utf8').matchAll(/\.(_[\w-]+_[0-9a-f]{5})/g)].map((m) => m[1]),
    );
    expect(backOfficeClasses.size).toBeGreaterThan(20);
    for (const { path: url, html } of pages) {
      if (isAdminPath(url)) continue;
      const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/));
      expect([url, classes.filter((name) => backOfficeClasses.has(name))]).toEqual([url, []]);
    }
  });

  it('marks each widget the platform cannot do as an island with its props, and pages without one carry none', () => {
    const islandsOf = (html: string) => [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
    const page = (url: string) => pages.find((p) => p.path === url)!.html;
    expect(islandsOf(page('/'))).toEqual(['siteSearch', 'appointmentForm', 'testimonials', 'newsletterForm']);
    expect(islandsOf(page(paths.contact))).toEqual(['siteSearch', 'contactForm', 'newsletterForm']);
    expect(islandsOf(page(paths.blog))).toEqual(['siteSearch', 'blogSearch', 'newsletterForm']);
    expect(islandsOf(page(paths.services))).toEqual(['siteSearch', 'countUp', 'countUp', 'countUp', 'countUp', 'newsletterForm']);
    expect(islandsOf(page(paths.about))).toEqual(['siteSearch', 'newsletterForm']);
    // An island's props are plain JSON in its element.
    const props = /data-island="appointmentForm"[^>]*data-props="([^"]+)"/
      .exec(page('/'))![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(props)).toMatchObject({ phone: contentText('site.yaml', 'phone.display') });
  });

  it("carries in the home page the testimonial it shows and none of the others, which come with the carousel in the page's language", () => {
    for (const locale of ['en', 'hi'] as const) {
      const html = pages.find((p) => p.path === localizePath('/', locale))!.html;
      // As React writes text into HTML.
      const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
      const [shown, ...others] = contentTexts(locale === 'en' ? 'testimonials/clients.yaml' : 'hi/testimonials/clients.yaml', 'items', 'quote').map(asHtml);
      expect(html).toContain(shown);
      expect(others.length).toBeGreaterThan(1);
      for (const quote of others) expect([locale, html.includes(quote)]).toEqual([locale, false]);
    }
  });

  it('lists every indexable page and post in the sitemap at its canonical address, and no admin page', () => {
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(origin.length));
    // A second address of a page (/web-hosting-service) names the first as canonical: only the first is listed.
    const isOwnCanonical = (p: Page) => attribute(p.html, /<link rel="canonical" href="([^"]+)"/) === `${origin}${p.path === '/' ? '/' : p.path}`;
    const indexable = (p: Page) => p.status === 200 && !p.html.includes('<meta name="robots" content="noindex') && isOwnCanonical(p);
    const expected = pages.filter(indexable).map((p) => p.path);
    expect(locs.sort()).toEqual(expected.sort());
    for (const locale of ['en', 'hi'] as const) for (const slug of postSlugs(locale)) expect(locs).toContain(postPath(locale, slug));
    expect(locs.some(isAdminPath)).toBe(false);
  });

  it('disallows /admin in robots.txt and names the sitemap', () => {
    const robots = readFileSync(path.join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('publishes the blog as an RSS feed, newest first', () => {
    const feed = readFileSync(path.join(DIST, 'feed.xml'), 'utf8');
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(postSlugsNewestFirst('en').map((slug) => `${origin}/${slug}`));
  });

  it('ships a web app manifest whose icons exist, and a favicon', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe(siteName());
    for (const icon of manifest.icons) expect([icon.src, existsSync(path.join(DIST, icon.src))]).toEqual([icon.src, true]);
    for (const file of ['favicon.ico', 'icons/icon-32.png', 'icons/apple-touch-icon.png']) expect(existsSync(path.join(DIST, file))).toBe(true);
  });
});
