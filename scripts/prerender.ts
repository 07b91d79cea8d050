/*
 * Renders every route of src/routes.tsx to dist/<path>/index.html with the built server entry,
 * so the first paint and search engines never wait for JavaScript. Also writes dist/404.html
 * (unknown paths) and dist/404-post.html (unknown blog slugs), which the server answers with 404,
 * and the files beside the pages (sitemap, robots.txt, feed, web app manifest, icons).
 *
 * Each page lists, in a <template id="app-modules">, <link rel="modulepreload"> for the app the
 * entry starts after the first paint and for the page's own lazy route chunk, found through Vite's
 * manifests. The entry moves them into the head once the page has painted, so the browser fetches
 * all of that code at once instead of one import after another, and only after the stylesheet,
 * the font and the first screen's images, which are what the visitor sees first.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { APP_MODULES_ID } from '../src/lib/app-modules';
import { writeSiteFiles, type SitemapPage } from './site-files';

type EntryServer = typeof import('../src/entry-server');
type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const DIST = path.resolve('dist');
const SSR_DIST = path.resolve('dist-ssr');
const BRAND_MARK_PNG = 'content/media/brand/mark-512.png';
const BRAND_MARK_SVG = '/media/brand/mark.svg';
/** The font file every page uses (scripts/vite-font-plugin.ts): preloaded so text swaps to it early. */
const FONT_SOURCE = /inter-text\.woff2$/;
// React's server renderer picks its production build from NODE_ENV, as the client bundle did.
process.env.NODE_ENV = 'production';

async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JS and CSS files a manifest key pulls in, itself and its static imports, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No ${key} in the client build's manifest`);
  const nested = (chunk.imports ?? []).map((child) => closure(manifest, child, seen));
  return {
    js: [chunk.file, ...nested.flatMap((n) => n.js)],
    css: [...nested.flatMap((n) => n.css), ...(chunk.css ?? [])],
  };
}

function createAssetLinker(client: Manifest, server: Manifest) {
  const entryKey = Object.keys(client).find((key) => client[key]!.isEntry);
  if (!entryKey) throw new Error('The client build has no entry in its manifest');
  const loadedByEntry = closure(client, entryKey);
  const already = new Set([...loadedByEntry.js, ...loadedByEntry.css]);
  // What the entry imports once the page has painted: the router, React and the shared site code.
  const startedByEntry = (client[entryKey]!.dynamicImports ?? []).map((key) => closure(client, key));
  const sourceOfServerFile = new Map(Object.values(server).flatMap((chunk) => (chunk.src ? [[chunk.file, chunk.src] as const] : [])));
  const font = Object.entries(client).find(([key]) => FONT_SOURCE.test(key))?.[1].file;

  /** The head links for a page whose lazy route modules are `serverChunks` (paths in the server build). */
  return (serverChunks: string[]): string => {
    const pageChunks = serverChunks.map((chunk) => {
      const source = sourceOfServerFile.get(path.posix.normalize(chunk.replace(/^\.\//, '')));
      if (!source) throw new Error(`The server chunk ${chunk} is not in the server build's manifest`);
      return closure(client, source);
    });
    const js: string[] = [];
    const css: string[] = [];
    for (const needed of [...startedByEntry, ...pageChunks]) {
      js.push(...needed.js.filter((file) => !already.has(file) && !js.includes(file)));
      css.push(...needed.css.filter((file) => !already.has(file) && !css.includes(file)));
    }
    const modules = js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    return [
      ...(font ? [`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`] : []),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      `<template id="${APP_MODULES_ID}">${modules}</template>`,
    ].join('\n    ');
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const entry = (await import(pathToFileURL(path.join(SSR_DIST, 'entry-server.js')).href)) as EntryServer;
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const linkAssets = createAssetLinker(await readManifest(DIST), await readManifest(SSR_DIST));
  const facts = entry.siteFacts();
  const lastmod = new Map(facts.posts.map((post) => [post.path, post.date]));
  const sitemap: SitemapPage[] = [];
  const pages = entry.listPrerenderPaths();
  for (const { path: url, file } of pages) {
    const result = await entry.render(url);
    if (result.kind === 'redirect') throw new Error(`${url} redirects to ${result.location}; list the target instead`);
    const expectedStatus = file.startsWith('/404') ? 404 : 200;
    if (result.status !== expectedStatus) throw new Error(`${url} rendered with status ${result.status}, expected ${expectedStatus}`);
    const html = template
      .replace('<!--app-head-->', result.head)
      .replace('</head>', `  ${linkAssets(entry.lazyRouteChunks(url))}\n  </head>`)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-data-->', `<script type="application/json" id="router-data">${result.data}</script>`);
    const target = path.join(DIST, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
    if (result.status === 200 && !result.noindex && !facts.isAdminPath(url)) sitemap.push({ path: url, ...(lastmod.has(url) ? { lastmod: lastmod.get(url) } : {}) });
  }
  if (!existsSync(BRAND_MARK_PNG)) throw new Error(`${BRAND_MARK_PNG} is missing: the icons are made from it`);
  await writeSiteFiles({ distDir: DIST, site: facts.site, pages: sitemap, posts: facts.posts, blogPath: facts.blogPath, markPng: BRAND_MARK_PNG, markSvg: BRAND_MARK_SVG });
  // The manifests were only for this script; the site does not publish them.
  await rm(path.join(DIST, '.vite'), { recursive: true, force: true });
  await rm(SSR_DIST, { recursive: true, force: true });
  console.log(`prerender: ${pages.length} pages, ${sitemap.length} in the sitemap, in ${Math.round(performance.now() - started)} ms`);
}

await main();
