/*
 * content/ → src/generated/: reads every collection declared in src/schemas/collections.ts,
 * validates it, cross-checks links, media and references, renders and sanitises Markdown, and
 * writes typed JSON modules. On any problem it prints all of them and writes nothing, so the
 * last good output stays in place.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { collections, type Collection, type ContentRoute, type SearchEntry } from '../src/schemas/collections';
import type { ContentPost, PostFrontMatter } from '../src/schemas/post';
import type { LegalFrontMatter } from '../src/schemas/legal';
import { deriveDateFormats } from '../src/lib/date-formats';
import { blogPageCount, pathOf, paths, staticPages } from '../src/lib/paths';
import { slugify } from '../src/lib/slug';
import { describeIssue, keysAt } from './content/describe-issue';
import { renderMarkdown } from './content/render-markdown';
import { describeMedia } from './media/images';
import {
  formatProblem,
  parseMarkdownSource,
  parseYamlSource,
  positionOfText,
  type PathSegment,
  type Problem,
  type Source,
} from './content/source';

export type BuildOptions = { contentDir: string; outDir: string };
export type BuildResult = { problems: Problem[]; counts: Record<string, number>; written: boolean };

type Entry = {
  collection: Collection;
  source: Source;
  data: Record<string, unknown>;
  slug?: string;
  body?: { text: string; line: number; html: string };
};

/** How a collection's items are ordered in the output: posts newest first, the rest by `order`, then slug. */
function compareEntries(a: Entry, b: Entry): number {
  if (a.collection.name === 'posts') {
    return String(b.data.date).localeCompare(String(a.data.date)) || String(a.slug).localeCompare(String(b.slug));
  }
  const orderA = typeof a.data.order === 'number' ? a.data.order : Number.MAX_SAFE_INTEGER;
  const orderB = typeof b.data.order === 'number' ? b.data.order : Number.MAX_SAFE_INTEGER;
  return orderA - orderB || String(a.slug).localeCompare(String(b.slug));
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir);
  return names.filter((name) => name.endsWith(extension) && !name.startsWith('.')).sort();
}

function validate(entry: Omit<Entry, 'data'>, data: unknown, problems: Problem[]): Record<string, unknown> | undefined {
  const { source, collection } = entry;
  const result = z.safeParse(collection.schema, data, { reportInput: true });
  if (result.success) return result.data as Record<string, unknown>;
  for (const issue of result.error.issues) {
    for (const described of describeIssue(issue, (p) => keysAt(collection.schema, data, p))) {
      problems.push({ file: source.file, ...source.locate(described.path, described.atKey), path: described.path, message: described.message });
    }
  }
  return undefined;
}

/** A file that failed validation: its pages still count as existing, so links to it do not add noise. */
type Rejected = { collection: Collection; slug: string };

async function loadCollection(
  collection: Collection,
  contentDir: string,
  problems: Problem[],
  rejected: Rejected[],
): Promise<Entry[]> {
  // Problems name files relative to where the build runs, so editors can click through.
  const rel = (name: string) =>
    path.relative(process.cwd(), path.join(contentDir, ...(collection.kind === 'file' ? [] : [collection.dir]), name)).split(path.sep).join('/');
  if (collection.kind === 'file') {
    const file = path.join(contentDir, collection.file);
    if (!existsSync(file)) {
      problems.push({ file: rel(collection.file), line: 1, column: 1, path: [], message: 'file is missing, expected it to exist' });
      return [];
    }
    const source = parseYamlSource(rel(collection.file), await readFile(file, 'utf8'));
    problems.push(...source.problems);
    if (source.problems.length > 0) return [];
    const data = validate({ collection, source }, source.data, problems);
    return data ? [{ collection, source, data }] : [];
  }

  const dir = path.join(contentDir, collection.dir);
  const extension = collection.kind === 'yaml-folder' ? '.yaml' : '.md';
  const entries: Entry[] = [];
  const required = collection.kind === 'yaml-folder' ? (collection.required ?? []) : [];
  for (const slug of required.filter((name) => !existsSync(path.join(dir, `${name}${extension}`)))) {
    problems.push({ file: rel(`${slug}${extension}`), line: 1, column: 1, path: [], message: 'file is missing, expected it to exist because a page of the site shows it' });
  }
  for (const name of await listFiles(dir, extension)) {
    const slug = name.slice(0, -extension.length);
    const text = await readFile(path.join(dir, name), 'utf8');
    if (collection.kind === 'yaml-folder') {
      const source = parseYamlSource(rel(name), text);
      problems.push(...source.problems);
      if (source.problems.length > 0) {
        rejected.push({ collection, slug });
        continue;
      }
      const raw = source.data;
      if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'slug' in raw && raw.slug !== slug) {
        problems.push({ file: source.file, ...source.locate(['slug']), path: ['slug'], message: `got ${JSON.stringify(raw.slug)}, expected "${slug}" (the file name)` });
        continue;
      }
      const withSlug = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { slug, ...raw } : raw;
      const data = validate({ collection, source }, withSlug, problems);
      if (data) entries.push({ collection, source, data, slug });
      else rejected.push({ collection, slug });
    } else {
      const { source, body, bodyLine } = parseMarkdownSource(rel(name), text);
      problems.push(...source.problems);
      if (source.problems.length > 0) continue;
      const data = validate({ collection, source }, source.data, problems);
      if (data) entries.push({ collection, source, data, slug, body: { text: body, line: bodyLine, html: '' } });
      else rejected.push({ collection, slug });
    }
  }
  const bodies = entries.filter((entry) => entry.body);
  (await renderMarkdown(bodies.map((entry) => entry.body!.text))).forEach((html, i) => (bodies[i]!.body!.html = html));
  return entries.sort(compareEntries);
}

/** Calls `visit` for every string in `value`, with its path and the key that holds it. */
function walkStrings(value: unknown, visit: (text: string, path: PathSegment[], key: PathSegment | undefined) => void, trail: PathSegment[] = []): void {
  if (typeof value === 'string') visit(value, trail, trail[trail.length - 1]);
  else if (Array.isArray(value)) value.forEach((item, i) => walkStrings(item, visit, [...trail, i]));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...trail, key]);
  }
}

/** Calls `visit` for every object in `value` (sections, nested blocks), with its path. */
function walkObjects(value: unknown, visit: (object: Record<string, unknown>, path: PathSegment[]) => void, trail: PathSegment[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => walkObjects(item, visit, [...trail, i]));
  else if (typeof value === 'object' && value !== null) {
    visit(value as Record<string, unknown>, trail);
    for (const [key, item] of Object.entries(value)) walkObjects(item, visit, [...trail, key]);
  }
}

function crossCheck(entries: Entry[], rejected: Rejected[], contentDir: string, problems: Problem[]): Set<string> {
  const report = (entry: Entry, at: PathSegment[], message: string) =>
    problems.push({ file: entry.source.file, ...entry.source.locate(at), path: at, message });

  // Routes: every page the content creates, unique and clear of the fixed pages.
  const routeOwner = new Map<string, string>(Object.values(staticPages).map((p) => [p, 'a built-in page']));
  for (const entry of entries) {
    const { collection } = entry;
    if (collection.kind === 'file' || !collection.routes) continue;
    for (const route of collection.routes({ ...entry.data, slug: entry.slug } as never)) {
      const owner = routeOwner.get(route);
      if (owner) report(entry, entry.collection.kind === 'markdown-folder' ? ['title'] : ['slug'], `its page ${route} is already used by ${owner}, expected a unique path`);
      else routeOwner.set(route, entry.source.file);
    }
  }
  for (const { collection, slug } of rejected) {
    if (collection.kind === 'file' || !collection.routes) continue;
    try {
      for (const route of collection.routes({ slug } as never)) if (!routeOwner.has(route)) routeOwner.set(route, 'an invalid file');
    } catch {
      // A route that needs more than the slug cannot be known for an invalid file; its own problem is reported.
    }
  }
  const postCount = entries.filter((e) => e.collection.name === 'posts').length;
  for (let page = 2; page <= blogPageCount(postCount); page++) routeOwner.set(paths.blogPage(page), 'the blog list');
  const routes = new Set(routeOwner.keys());

  const mediaExists = (mediaPath: string) => existsSync(path.join(contentDir, mediaPath));
  const shown = (mediaPath: string) => path.relative(process.cwd(), path.join(contentDir, mediaPath)).split(path.sep).join('/');
  const faqGroups = new Set([...entries, ...rejected].filter((e) => e.collection.name === 'faqs').map((e) => e.slug));

  for (const entry of entries) {
    walkStrings(entry.data, (text, at, key) => {
      if (text.startsWith('media/') && !mediaExists(text)) report(entry, at, `file ${shown(text)} does not exist, expected an existing file under the media folder`);
      if (key === 'href' && text.startsWith('/') && !text.startsWith('/media/') && !routes.has(pathOf(text))) {
        report(entry, at, `link ${text} leads to no page, expected a path of this site`);
      }
      if (key === 'href' && text.startsWith('/media/') && !mediaExists(text.slice(1))) report(entry, at, `file ${shown(text.slice(1))} does not exist, expected an existing file under the media folder`);
    });
    walkObjects(entry.data, (object, at) => {
      if (object.type === 'faq' && typeof object.group === 'string' && !faqGroups.has(object.group)) {
        report(entry, [...at, 'group'], `unknown FAQ group "${object.group}", expected a file content/faqs/${object.group}.yaml`);
      }
    });
    if (entry.body) {
      const { text, line, html } = entry.body;
      for (const [, attribute, target] of html.matchAll(/\s(href|src)="(\/[^"]*)"/g)) {
        const ok = target!.startsWith('/media/') ? mediaExists(target!.slice(1)) : routes.has(pathOf(target!));
        if (ok) continue;
        const position = positionOfText(text, target!);
        problems.push({
          file: entry.source.file,
          line: line + position.line - 1,
          column: position.column,
          path: ['body'],
          message: `${attribute === 'src' ? 'image' : 'link'} ${target} leads to nothing, expected ${attribute === 'src' ? 'a file under content/media/' : 'a path of this site'}`,
        });
      }
    }
    if (entry.collection.name === 'posts') {
      const expected = slugify(String(entry.data.title));
      if (expected !== entry.slug) {
        report(entry, ['title'], `the title's slug is "${expected}" but the file is named "${entry.slug}.md", expected the file to be renamed to ${expected}.md`);
      }
    }
  }
  return routes;
}

function toPost(entry: Entry): ContentPost {
  const fm = entry.data as PostFrontMatter;
  return {
    id: entry.slug!,
    slug: entry.slug!,
    title: fm.title,
    date: fm.date,
    author: fm.author,
    category: fm.category,
    tags: fm.tags,
    image: fm.image ? paths.media(fm.image) : null,
    alt: fm.alt ?? 'Blog Image',
    summary: fm.summary,
    html: entry.body!.html,
  };
}

function outputOf(collection: Collection, entries: Entry[]): unknown {
  if (collection.kind === 'file') return entries[0]?.data;
  if (collection.name === 'posts') return entries.map(toPost);
  if (collection.kind === 'markdown-folder') {
    return entries.map((entry) => ({ ...(entry.data as LegalFrontMatter), slug: entry.slug!, html: entry.body!.html }));
  }
  return entries.map((entry) => entry.data);
}

/** A declaration that types a generated JSON module (TypeScript reads <name>.d.json.ts for <name>.json). */
function declaration(type: string, module: string): string {
  const typeName = type.replace(/\[\]$/, '');
  return `// Generated by scripts/build-content.ts. Do not edit.\nimport type { ${typeName} } from '../schemas/${module}';\ndeclare const data: ${type};\nexport default data;\n`;
}

async function writeOutput(outDir: string, files: Map<string, string>): Promise<void> {
  const staging = `${outDir}.tmp-${process.pid}`;
  const previous = `${outDir}.old-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const [name, text] of files) {
    await mkdir(path.dirname(path.join(staging, name)), { recursive: true });
    await writeFile(path.join(staging, name), text);
  }
  // Swap whole folders so the app never sees half of one build and half of another.
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(staging, outDir);
  await rm(previous, { recursive: true, force: true });
}

export async function buildContent({ contentDir, outDir }: BuildOptions): Promise<BuildResult> {
  const problems: Problem[] = [];
  const byCollection = new Map<Collection, Entry[]>();
  const rejected: Rejected[] = [];
  for (const collection of collections) byCollection.set(collection, await loadCollection(collection, contentDir, problems, rejected));
  const all = [...byCollection.values()].flat();
  crossCheck(all, rejected, contentDir, problems);
  // Intrinsic image sizes, for width/height attributes and responsive variants (scripts/media/images.ts).
  const media = await describeMedia(path.join(contentDir, 'media'));
  for (const problem of media.problems) {
    problems.push({ file: path.relative(process.cwd(), path.join(contentDir, problem.file)).split(path.sep).join('/'), line: 1, column: 1, path: [], message: problem.message });
  }

  const counts = Object.fromEntries([...byCollection].map(([c, entries]) => [c.name, entries.length]));
  if (problems.length > 0) {
    problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    return { problems, counts, written: false };
  }

  const files = new Map<string, string>();
  const search: SearchEntry[] = [];
  const contentRoutes: ContentRoute[] = [];
  for (const [collection, entries] of byCollection) {
    if (collection.kind !== 'file' && collection.routes && collection.listRoutes !== false) {
      for (const entry of entries) {
        for (const route of collection.routes({ ...entry.data, slug: entry.slug } as never)) {
          contentRoutes.push({ collection: collection.name, slug: entry.slug!, path: route });
        }
      }
    }
    files.set(`${collection.name}.json`, JSON.stringify(outputOf(collection, entries)));
    files.set(`${collection.name}.d.json.ts`, declaration(collection.type.name, collection.type.module));
    if (collection.kind !== 'file' && collection.search) {
      for (const entry of entries) search.push(...collection.search({ ...entry.data, slug: entry.slug } as never));
    }
    if (collection.kind !== 'markdown-folder') {
      files.set(`json-schema/${collection.name}.json`, JSON.stringify(z.toJSONSchema(collection.schema, { io: 'input', unrepresentable: 'any' }), null, 2));
    }
  }
  files.set('content-routes.json', JSON.stringify(contentRoutes));
  files.set('content-routes.d.json.ts', declaration('ContentRoute[]', 'collections'));
  files.set('search-index.json', JSON.stringify(search));
  files.set('search-index.d.json.ts', declaration('SearchEntry[]', 'collections'));
  const site = byCollection.get(collections.find((collection) => collection.name === 'site')!)![0]!.data as { locale: string };
  files.set('date-formats.json', JSON.stringify(deriveDateFormats(site.locale)));
  files.set('date-formats.d.json.ts', `// Generated by scripts/build-content.ts. Do not edit.\nimport type { DateFormats } from '../lib/date-formats';\ndeclare const data: DateFormats | null;\nexport default data;\n`);
  files.set('media.json', JSON.stringify(media.manifest));
  files.set('media.d.json.ts', `// Generated by scripts/build-content.ts. Do not edit.\nimport type { MediaManifest } from '../lib/media';\ndeclare const data: MediaManifest;\nexport default data;\n`);
  await writeOutput(outDir, files);
  return { problems, counts, written: true };
}

/** CONTENT_DIR lets tests build the site from a fixture folder. */
export const DEFAULT_CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? 'content');
export const DEFAULT_OUT_DIR = path.resolve('src/generated');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? path.resolve(args[index + 1]!) : fallback;
  };
  const started = performance.now();
  const result = await buildContent({ contentDir: option('--content', DEFAULT_CONTENT_DIR), outDir: option('--out', DEFAULT_OUT_DIR) });
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`\ncontent: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}; nothing was written, the last good build is still in place.`);
    process.exitCode = 1;
    return;
  }
  const summary = Object.entries(result.counts).map(([name, count]) => `${count} ${name}`).join(', ');
  console.log(`content: ${summary} in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
