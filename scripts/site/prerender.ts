/*
 * Renders every page of the route table (src/routes.tsx), in each language, into dist/ with the
 * built server entry, so the first paint and search engines never wait for JavaScript.
 * dist/404.html (unknown paths) and dist/404-post.html (unknown blog slugs), and their Hindi twins
 * under dist/hi/, are what the server answers with 404. Also writes the files beside the pages
 * (sitemap, robots.txt, web app manifest, icons; a feed and the two search indexes per language).
 *
 * Every page links the site's stylesheet (and its kind's own, if the kind owns styles no other page
 * uses), preloads the font, and loads one small script; an admin-style page also links the back
 * office's stylesheet and loads the admin app. The scripts are found in the client build's manifest;
 * the stylesheet and the font in the server build's, which renders every page and so sees every
 * component's CSS (split here by who needs each rule: scripts/site/split-stylesheet.ts).
 * The server build's page bundle (server/pages/entry.tsx) stays in dist-ssr/ for the server, with
 * what its pages load beside it (page-assets.json).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { BLOG_SEARCH_INDEX_URL } from '../../src/content/blog-search';
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../../src/lib/locale';
import { SEARCH_INDEX_URL } from '../../src/lib/search';
import { SITE_FILES } from '../../src/content/seo';
import { isAdminPath } from '../../src/lib/paths';
import { PAGE_ASSETS_FILE, type PageAssets } from '../../src/schemas/server-page';
import { CLIENT_ENTRIES } from './client-entries';
import { backOfficeSuffixes, moduleSuffixesIn, pageModules, splitStylesheet } from './split-stylesheet';
import { rssFeed, writeSiteFiles, type SitemapPage } from './site-files';

type EntryServer = typeof import('../../src/entry-server');
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const DIST = path.resolve('dist');
const SSR_DIST = path.resolve('dist-ssr');
const ENTRY_SERVER_FILE = 'entry-server.js';
/** A comment of index.html and the line it stands on; not its placeholders (<!--app-head-->…). */
const TEMPLATE_COMMENT = /\n[ \t]*<!--(?!app-)[\s\S]*?-->(?=\n)/g;
/** The source of the server build's bundle of the server's own pages (vite.config.ts). */
const SERVER_PAGES_SOURCE = 'server/pages/entry.tsx';
/** What the admin-style pages count as when the stylesheet is split: one kind, whose modules stay the site's. */
const ADMIN_APP_KIND = 'admin-app';
const BRAND_MARK_PNG = 'content/media/brand/mark-512.png';
const BRAND_MARK_SVG = '/media/brand/mark.svg';
/**
 * The font files a page of each language sets its copy in (scripts/site/vite-font-plugin.ts), preloaded
 * so they arrive before the first paint: a Hindi page's Devanagari face found only once the
 * stylesheet was applied could arrive after it, and its swap moved the page (Lighthouse's CLS 0.066 on /hi/blog).
 */
const PRELOADED_FONTS: Record<Locale, RegExp[]> = { en: [/inter-text\.woff2$/], hi: [/inter-text\.woff2$/, /noto-devanagari-text\.woff2$/] };
// React's server renderer picks its production build from NODE_ENV, as the client bundle did.
process.env.NODE_ENV = 'production';

function entryOf(manifest: Manifest, source: string): ManifestChunk {
  const chunk = manifest[source];
  if (!chunk?.isEntry) throw new Error(`No entry ${source} in the client build's manifest`);
  return chunk;
}

/** The JS files an entry loads at once: itself and its static imports, depth first. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key]!;
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticImports(manifest, child, seen))];
}

/** The server build's files that pages use, everything but its scripts: its stylesheets, and the files they refer to (such as fonts). */
function pageAssetsOf(server: Manifest): { stylesheets: string[]; referred: string[] } {
  const files = Object.values(server).flatMap((chunk) => (chunk.file.endsWith('.js') ? [] : [chunk.file]));
  return { stylesheets: files.filter((file) => file.endsWith('.css')), referred: files.filter((file) => !file.endsWith('.css')) };
}

/** The keys of the chunks `key` loads, itself included, statically or when it asks for them. */
function reachable(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) reachable(manifest, child, seen);
  return seen;
}

/**
 * The CSS modules a script names that may render them on a page whose HTML does not carry them:
 * the server's own pages (server/pages/entry.tsx and what it loads), the admin app, the page script
 * and the chunks islands share. What stays out is each island's own chunk, which renders that island
 * on the pages that carry its prerendered markup. These modules stay in the site's stylesheet.
 */
async function modulesNamedByScripts(manifest: Manifest, server: Manifest): Promise<Set<string>> {
  const islands = new Set(entryOf(manifest, CLIENT_ENTRIES.site).dynamicImports ?? []);
  // The admin app's own chunks; the page script (which it reaches through what islands share) wakes
  // islands on admin-style pages as on any other, where their markup is.
  const admin = reachable(manifest, CLIENT_ENTRIES.admin, new Set([CLIENT_ENTRIES.site]));
  const clientFiles = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.file.endsWith('.js') && (!islands.has(key) || admin.has(key)))
    .map(([, chunk]) => path.join(DIST, chunk.file));
  const serverFiles = [...reachable(server, SERVER_PAGES_SOURCE)].map((key) => path.join(SSR_DIST, server[key]!.file));
  const named = new Set<string>();
  for (const file of [...clientFiles, ...serverFiles]) for (const suffix of moduleSuffixesIn(await readFile(file, 'utf8'))) named.add(suffix);
  return named;
}

/** A stylesheet's name in dist/assets that changes with its `css`, as Vite names its files, so that each can be cached for good. */
const stylesheetName = (stem: string, css: string) => `assets/${stem}-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;

/** The stem of the stylesheet of a kind of page (a route id such as `home` or `service:seo`). */
const pageStylesheetStem = (kind: string) => `page-${kind.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;

/** The paths of the stylesheets pages link: the site's, the back office's, and each kind of page's own. */
type Stylesheets = { site: string; backOffice: string; pages: Map<string, string> };

/**
 * The server build's one stylesheet, split into the site's, the back office's and each kind of
 * page's own (scripts/site/split-stylesheet.ts), written into dist/ under names of their own; the paths to link.
 */
async function writeStylesheets(built: string[], pages: Map<string, Set<string>>): Promise<Stylesheets> {
  // One stylesheet for the whole build (cssCodeSplit: false), listed by itself in the manifest.
  if (built.length !== 1) throw new Error(`The server build wrote ${built.length} stylesheets, expected one`);
  const split = splitStylesheet(await readFile(path.join(SSR_DIST, built[0]!), 'utf8'), { backOffice: backOfficeSuffixes('.'), pages });
  const write = async (stem: string, css: string) => {
    const file = stylesheetName(stem, css);
    await writeFile(path.join(DIST, file), css);
    return `/${file}`;
  };
  return {
    site: await write('style', split.site),
    backOffice: await write('back-office', split.backOffice),
    pages: new Map(await Promise.all([...split.pages].map(async ([kind, css]) => [kind, await write(pageStylesheetStem(kind), css)] as const))),
  };
}

/** A public page, an admin-style page (which runs the admin app too), or a page the server renders. */
type PageKind = 'public' | 'admin-app' | 'server';

/**
 * What a page's head loads: the site's stylesheet (then its kind's own, if it has one, and the back
 * office's on an admin-style page), the fonts of its language it preloads, and the tags of each kind of page.
 */
function createAssetLinker(manifest: Manifest, server: Manifest, stylesheet: Stylesheets) {
  const fontFile = (source: RegExp) => {
    const key = Object.keys(server).find((file) => source.test(file));
    if (!key) throw new Error(`The server build wrote no font matching ${source}`);
    return `/${server[key]!.file}`;
  };
  const fonts = Object.fromEntries(LOCALES.map((locale) => [locale, PRELOADED_FONTS[locale].map(fontFile)])) as Record<Locale, string[]>;
  const preloads = Object.fromEntries(
    LOCALES.map((locale) => [locale, fonts[locale].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)]),
  ) as Record<Locale, string[]>;
  const scripts = (source: string) => {
    entryOf(manifest, source);
    const [entry, ...imports] = staticImports(manifest, source);
    return [...imports.map((file) => `<link rel="modulepreload" href="/${file}">`), `<script type="module" src="/${entry}"></script>`];
  };
  const link = (href: string) => `<link rel="stylesheet" href="${href}">`;
  const site = scripts(CLIENT_ENTRIES.site);
  const admin = scripts(CLIENT_ENTRIES.admin);
  return {
    /** What the server's own pages link: the site's stylesheet and the back office's, last. */
    backOfficeStylesheets: [stylesheet.site, stylesheet.backOffice],
    fonts: fonts[DEFAULT_LOCALE],
    /** `pageId`: the route id of a prerendered page, whose own stylesheet it links. */
    tags: (kind: PageKind, locale: Locale = DEFAULT_LOCALE, pageId?: string) => {
      const own = pageId === undefined ? undefined : stylesheet.pages.get(pageId);
      return [
        ...preloads[locale],
        link(stylesheet.site),
        ...(own ? [link(own)] : []),
        ...(kind === 'public' ? [] : [link(stylesheet.backOffice)]),
        ...site,
        ...(kind === 'admin-app' ? admin : []),
      ].join('\n    ');
    },
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const entry = (await import(pathToFileURL(path.join(SSR_DIST, ENTRY_SERVER_FILE)).href)) as EntryServer;
  // Without index.html's own comments, which are for whoever edits it: every page would carry them.
  const template = (await readFile('index.html', 'utf8')).replace(TEMPLATE_COMMENT, '');
  const [manifest, server] = await Promise.all(
    [DIST, SSR_DIST].map(async (dir) => JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest),
  );
  const serverFiles = pageAssetsOf(server!);
  for (const file of serverFiles.referred) await copyFile(path.join(SSR_DIST, file), path.join(DIST, file));
  const facts = LOCALES.map((locale) => entry.siteFacts(locale));
  const lastmod = new Map(facts.flatMap(({ feed }) => feed.posts.flatMap((post) => (post.date ? [[post.path, post.date] as const] : []))));
  const sitemap: SitemapPage[] = [];
  const pages = entry.listPages();
  // Every page is rendered before any is written: which stylesheet a page links depends on what the others carry.
  const rendered: { route: (typeof pages)[number]; result: Awaited<ReturnType<EntryServer['renderPage']>> }[] = [];
  for (const route of pages) rendered.push({ route, result: await entry.renderPage(route) });
  // An admin-style page's modules stay in the site's stylesheet: the admin app moves between its pages without loading one.
  const owned = pageModules(
    rendered.map(({ route, result }) => ({ kind: result.isAdminApp ? ADMIN_APP_KIND : route.id, html: result.html })),
    await modulesNamedByScripts(manifest!, server!),
  );
  owned.delete(ADMIN_APP_KIND);
  const assets = createAssetLinker(manifest!, server!, await writeStylesheets(serverFiles.stylesheets, owned));
  for (const { route, result } of rendered) {
    const html = template
      .replace('<!--app-lang-->', () => result.lang)
      .replace('<!--app-head-->', () => result.head)
      .replace('<!--app-assets-->', () => assets.tags(result.isAdminApp ? 'admin-app' : 'public', route.locale, route.id))
      .replace('<!--app-html-->', () => result.html);
    const target = path.join(DIST, route.file);
    // Written synchronously: rendering keeps this thread busy anyway, and awaiting each of a few
    // thousand writes on the thread pool left it idle a third of the time.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    if (result.status === 200 && !result.noindex && result.isCanonical && !isAdminPath(route.path)) {
      sitemap.push({ path: route.path, alternates: route.alternates, ...(lastmod.has(route.path) ? { lastmod: lastmod.get(route.path) } : {}) });
    }
  }
  // Each language's feed and search indexes.
  for (const { locale, site, feed, searchIndex, blogSearchIndex } of facts) {
    const files: [string, string][] = [
      [SEARCH_INDEX_URL, JSON.stringify(searchIndex)],
      [BLOG_SEARCH_INDEX_URL, JSON.stringify(blogSearchIndex)],
      [SITE_FILES.feed, rssFeed(site, feed)],
    ];
    for (const [file, text] of files) {
      const target = path.join(DIST, localizePath(file, locale));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
  }
  if (!existsSync(BRAND_MARK_PNG)) throw new Error(`${BRAND_MARK_PNG} is missing: the icons are made from it`);
  await writeSiteFiles({ distDir: DIST, site: entry.siteFacts(DEFAULT_LOCALE).site, pages: sitemap, markPng: BRAND_MARK_PNG, markSvg: BRAND_MARK_SVG });
  // The server renders its own pages with the server build's page bundle (server/pages/entry.tsx):
  // they load what every page loads, and the visitor pages are filled into the same shell.
  const pageAssets: PageAssets = {
    shell: template.replace('<!--app-assets-->', () => assets.tags('server')),
    stylesheets: assets.backOfficeStylesheets,
    fonts: assets.fonts,
    scripts: [],
  };
  await writeFile(path.join(SSR_DIST, PAGE_ASSETS_FILE), JSON.stringify(pageAssets));
  // The client manifest was only for this script; the site does not publish it.
  await rm(path.join(DIST, '.vite'), { recursive: true, force: true });
  console.log(`prerender: ${pages.length} pages, ${sitemap.length} in the sitemap, in ${Math.round(performance.now() - started)} ms`);
}

await main();
