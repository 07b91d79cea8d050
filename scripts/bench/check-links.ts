/*
 * Walks every page of the built site (dist/**\/*.html) and checks that each internal href, src,
 * srcset and #anchor leads somewhere: to a built file (a page's index.html, an asset, a media
 * file or variant) and, for a fragment, to an element with that id on the target page.
 * `npm run check:links` after `npm run build`; tests/prerender/links.test.ts runs it too.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { splitLocale } from '../../src/lib/locale';
import { serverPages } from '../../src/lib/paths';

const SERVER_PAGES = new Set<string>(Object.values(serverPages));

export type BrokenLink = { page: string; attribute: string; target: string; reason: string };

async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const rel = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return entry.name === 'media' || entry.name === 'assets' ? [] : htmlFiles(dir, rel);
      return entry.name.endsWith('.html') ? [rel] : [];
    }),
  );
  return nested.flat().sort();
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The URL path a built file answers: about-us/index.html → /about-us */
function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/** The file the server sends for a URL path, as @fastify/static does (index.html, then .html). */
function fileOfPath(dist: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  return candidates.map((c) => path.join(dist, c)).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every element id in a page, ignoring the contents of <script> elements. */
function idsOf(html: string): Set<string> {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)));
}

type Reference = { attribute: string; value: string };

function referencesOf(html: string): Reference[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) => (/\ssrc=/.test(script) ? script.replace(/>[\s\S]*$/, '>') : ''));
  const references: Reference[] = [];
  for (const tag of markup.matchAll(/<(a|link|img|source|script|video|iframe|use)\b[^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(/\s(href|src|srcset|poster|xlink:href)="([^"]*)"/gi)) {
      const name = attribute[1]!.toLowerCase();
      const value = decodeEntities(attribute[2]!);
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) references.push({ attribute: name, value: url });
        }
      } else references.push({ attribute: name, value });
    }
  }
  return references;
}

/** Internal references only: same-site paths and fragments; other origins and schemes are not ours to check. */
function isInternal(value: string, origin: string): boolean {
  if (value === '' || value.startsWith('#')) return true;
  if (/^(mailto|tel|data|javascript):/i.test(value)) return false;
  if (/^https?:\/\//i.test(value)) return value.startsWith(origin);
  return !value.startsWith('//');
}

/** The site's public origin (content/site.yaml url): absolute links to it, like the canonical one, are internal too. */
export async function siteOrigin(): Promise<string> {
  const file = path.resolve('src/generated/site.json');
  if (!existsSync(file)) return 'https://internal.invalid';
  const { url } = JSON.parse(await readFile(file, 'utf8')) as { url: string };
  return new URL(url).origin;
}

export async function checkLinks(dist: string, options: { origin?: string } = {}): Promise<{ pages: number; checked: number; broken: BrokenLink[] }> {
  const origin = options.origin ?? 'https://internal.invalid';
  const files = await htmlFiles(dist);
  const pages = new Map<string, string>();
  for (const file of files) pages.set(file, await readFile(path.join(dist, file), 'utf8'));
  const idCache = new Map<string, Set<string>>();
  const ids = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(pages.get(file) ?? ''));
    return idCache.get(file)!;
  };
  const broken: BrokenLink[] = [];
  let checked = 0;
  for (const [file, html] of pages) {
    const base = new URL(pathOfFile(file), origin);
    for (const { attribute, value } of referencesOf(html)) {
      if (!isInternal(value, origin)) continue;
      checked++;
      const url = new URL(value, base);
      const report = (reason: string) => broken.push({ page: pathOfFile(file), attribute, target: value, reason });
      // Pages the server renders itself (/your-data) have no file in the build.
      if (SERVER_PAGES.has(splitLocale(url.pathname).path)) continue;
      const target = url.pathname === base.pathname && value.startsWith('#') ? path.join(dist, file) : fileOfPath(dist, url.pathname);
      if (!target) {
        report('no such file in the build');
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html')) {
        const targetFile = path.relative(dist, target).split(path.sep).join('/');
        if (!ids(targetFile).has(fragment)) report(`no element with id "${fragment}" on ${pathOfFile(targetFile)}`);
      }
    }
  }
  return { pages: pages.size, checked, broken };
}

async function main(): Promise<void> {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`check-links: ${dist} has no built site; run npm run build first`);
    process.exitCode = 1;
    return;
  }
  const { pages, checked, broken } = await checkLinks(dist, { origin: await siteOrigin() });
  for (const link of broken) console.error(`${link.page}: ${link.attribute}="${link.target}" → ${link.reason}`);
  console.log(`check-links: ${checked} internal references on ${pages} pages, ${broken.length} broken`);
  if (broken.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
