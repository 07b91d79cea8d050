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
import { collections, sectionReferences, type Collection, type ContentRoute } from '../src/schemas/collections';
import type { SearchEntry } from '../src/schemas/search-index';
import { slugSchema } from '../src/schemas/common';
import type { HostingPlan } from '../src/schemas/hosting-plan';
import type { Site } from '../src/schemas/site';
import type { Post } from '../src/schemas/post';
import type { PostFrontMatter } from '../src/schemas/post-front-matter';
import type { LegalFrontMatter } from '../src/schemas/legal';
import { deriveDateFormats } from '../src/lib/date-formats';
import { blogPageCount, pathOf, paths, serverPages, staticPages } from '../src/lib/paths';
import { slugify } from '../src/lib/slug';
import { collectTerms, countWords, neighbours, readingMinutes, relatedSlugs } from '../src/lib/blog-rules';
import type { BlogTerms } from '../src/schemas/blog-terms';
import type { BlogCopy } from '../src/schemas/page-copy';
import { describeIssues } from './content/describe-issue';
import { parseContent } from './content/parse-content';
import { editorSchemas } from './content/json-schemas';
import { figuresOf, fillFigures, FIGURE_SOURCES, type Figure, type FigureNote } from './content/figures';
import { didYouMean } from './content/suggest';
import { renderMarkdown } from './content/render-markdown';
import { buildEdition, editionFiles } from './content/edition';
import { formatTranslationReport, type TranslationReport } from './content/translation-report';
import { describeMedia } from './media/images';
import {
  formatPath,
  formatProblem,
  formatWarning,
  parseMarkdownSource,
  parseYamlSource,
  positionAt,
  positionOfText,
  type PathSegment,
  type Position,
  type Problem,
  type Source,
} from './content/source';

export type BuildOptions = { contentDir: string; outDir: string };
/** Problems stop the build; warnings (a price typed into copy) do not. */
export type BuildResult = {
  problems: Problem[];
  warnings: Problem[];
  counts: Record<string, number>;
  written: boolean;
  /** What the Hindi edition lacks: untranslated files and texts, translations older than their English file. */
  translations: TranslationReport;
};

type Entry = {
  collection: Collection;
  source: Source;
  data: Record<string, unknown>;
  slug?: string;
  body?: { text: string; line: number; html: string };
};

/** How a collection's items are ordered in the output: posts newest first (undated ones last), the rest by `order`, then slug. */
function compareEntries(a: Entry, b: Entry): number {
  if (a.collection.name === 'posts') {
    const dateOf = (entry: Entry) => (typeof entry.data.date === 'string' ? entry.data.date : '');
    return dateOf(b).localeCompare(dateOf(a)) || String(a.slug).localeCompare(String(b.slug));
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
  const result = parseContent(collection.schema, data);
  if (result.success) return result.data as Record<string, unknown>;
  for (const described of describeIssues(result.issues, collection.schema, data)) {
    problems.push({ file: source.file, ...source.locate(described.path, described.atKey), path: described.path, message: described.message });
  }
  return undefined;
}

/** A file that failed validation: its pages still count as existing, so links to it do not add noise. */
type Rejected = { collection: Collection; slug: string; data: unknown };

/** What loading a file needs besides the file: where problems go, and the figures copy may name. */
type LoadContext = {
  contentDir: string;
  problems: Problem[];
  warnings: Problem[];
  rejected: Rejected[];
  figures: Figure[];
  /** Whether a placeholder's source loaded, so it can be called unknown. */
  checked: (placeholder: string) => boolean;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns `value` with `change` applied to every string in it. */
function mapStrings(value: unknown, change: (text: string, path: PathSegment[]) => string, trail: PathSegment[] = []): unknown {
  if (typeof value === 'string') return change(value, trail);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, change, [...trail, i]));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change, [...trail, key])]));
  return value;
}

function note(context: LoadContext, found: FigureNote, problem: Omit<Problem, 'message'>): void {
  (found.kind === 'unknown' ? context.problems : context.warnings).push({ ...problem, message: found.message });
}

/** Fills the figure placeholders of a file's fields (the figures' own files are left as written). */
function fillFields(collection: Collection, source: Source, data: unknown, context: LoadContext): unknown {
  if (FIGURE_SOURCES.includes(collection.name)) return data;
  return mapStrings(data, (text, at) => {
    const { text: filled, notes } = fillFigures(text, context.figures, context.checked);
    for (const found of notes) {
      // The field's line, at the figure itself when it is written there as typed.
      const { line, column } = source.locate(at);
      const shown = source.text.split('\n')[line - 1]?.indexOf(found.match, column - 1) ?? -1;
      note(context, found, { file: source.file, line, column: shown >= 0 ? shown + 1 : column, path: at });
    }
    return filled;
  });
}

/** The message for a `slug:` line in a folder file, where the file name is the slug. */
function slugLineMessage(written: unknown, slug: string, extension: string): string {
  if (written === slug) return 'not needed, the file name is the slug; remove this line';
  const rename = typeof written === 'string' && slugSchema.safeParse(written).success ? `, or rename the file to ${written}${extension}` : '';
  return `the file name makes the slug ("${slug}"), so this line does nothing; remove it${rename}`;
}

async function loadCollection(collection: Collection, context: LoadContext): Promise<Entry[]> {
  const { contentDir, problems, rejected } = context;
  // Problems name files relative to where the build runs, so editors can click through.
  const rel = (name: string) =>
    path
      .relative(process.cwd(), path.join(contentDir, ...(collection.kind === 'file' ? [] : [collection.dir]), name))
      .split(path.sep)
      .join('/');
  if (collection.kind === 'file') {
    const file = path.join(contentDir, collection.file);
    if (!existsSync(file)) {
      problems.push({ file: rel(collection.file), line: 1, column: 1, path: [], message: 'file is missing, expected it to exist' });
      return [];
    }
    const source = parseYamlSource(rel(collection.file), await readFile(file, 'utf8'));
    problems.push(...source.problems);
    if (source.problems.length > 0) return [];
    const data = validate({ collection, source }, fillFields(collection, source, source.data, context), problems);
    return data ? [{ collection, source, data }] : [];
  }

  const dir = path.join(contentDir, collection.dir);
  const extension = collection.kind === 'yaml-folder' ? '.yaml' : '.md';
  const entries: Entry[] = [];
  const required = collection.kind === 'yaml-folder' ? (collection.required ?? []) : [];
  for (const slug of required.filter((name) => !existsSync(path.join(dir, `${name}${extension}`)))) {
    problems.push({
      file: rel(`${slug}${extension}`),
      line: 1,
      column: 1,
      path: [],
      message: 'file is missing, expected it to exist because a page of the site shows it',
    });
  }
  for (const name of await listFiles(dir, extension)) {
    const slug = name.slice(0, -extension.length);
    const text = await readFile(path.join(dir, name), 'utf8');
    if (collection.kind === 'yaml-folder') {
      const source = parseYamlSource(rel(name), text);
      problems.push(...source.problems);
      if (source.problems.length > 0) {
        rejected.push({ collection, slug, data: undefined });
        continue;
      }
      const raw = source.data;
      const hasSlugLine = isRecord(raw) && 'slug' in raw;
      if (hasSlugLine) problems.push({ file: source.file, ...source.locate(['slug']), path: ['slug'], message: slugLineMessage(raw.slug, slug, extension) });
      // The file name is the slug; the rest of the file is still checked.
      const withSlug = isRecord(raw) ? { ...raw, slug } : raw;
      const data = validate({ collection, source }, fillFields(collection, source, withSlug, context), problems);
      if (data && !hasSlugLine) entries.push({ collection, source, data, slug });
      else rejected.push({ collection, slug, data: withSlug });
    } else {
      const { source, body, bodyLine } = parseMarkdownSource(rel(name), text);
      problems.push(...source.problems);
      if (source.problems.length > 0) {
        rejected.push({ collection, slug, data: undefined });
        continue;
      }
      const filled = fillFigures(body, context.figures, context.checked);
      for (const found of filled.notes) {
        const position = positionAt(body, found.index);
        note(context, found, { file: source.file, line: bodyLine + position.line - 1, column: position.column, path: ['body'] });
      }
      const data = validate({ collection, source }, fillFields(collection, source, source.data, context), problems);
      if (data) entries.push({ collection, source, data, slug, body: { text: filled.text, line: bodyLine, html: '' } });
      else rejected.push({ collection, slug, data: source.data });
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

/** A page of the site and what makes it: a file of content (and the field), the blog list, or a built-in page. */
type RouteOwner = { entry: Entry; field: PathSegment[] } | { label: string };

function ownerName(owner: RouteOwner): string {
  return 'entry' in owner ? owner.entry.source.file : owner.label;
}

/** The pages of rejected files, as far as their data tells: links to them are not also reported. */
function rejectedRoutes(rejected: Rejected[]): string[] {
  return rejected.flatMap(({ collection, slug, data }) => {
    if (collection.kind === 'file' || !collection.routes) return [];
    try {
      return collection.routes({ ...(isRecord(data) ? data : {}), slug } as never).map((route) => route.path);
    } catch (error) {
      // A route made from a field that is broken or missing (a course's aliases) cannot be known; that field has its own problem.
      if (error instanceof TypeError) return [];
      throw error;
    }
  });
}

/** Where a link or image of a Markdown body was written: its Markdown or HTML form first, then anywhere. */
function positionOfTarget(text: string, target: string): Position {
  for (const written of [`](${target}`, `="${target}"`]) {
    const index = text.indexOf(written);
    if (index >= 0) return positionAt(text, index + written.indexOf(target));
  }
  return positionOfText(text, target);
}

/** Checks what no single file can tell, and returns every page of the site. */
function crossCheck(entries: Entry[], rejected: Rejected[], mediaFiles: string[], contentDir: string, problems: Problem[]): Set<string> {
  const report = (entry: Entry, at: PathSegment[], message: string) =>
    problems.push({ file: entry.source.file, ...entry.source.locate(at), path: at, message });

  // Routes: every page the content creates, unique and clear of the fixed pages.
  const owners = new Map<string, RouteOwner>(Object.values(staticPages).map((p) => [p, { label: 'a built-in page' }]));
  for (const p of Object.values(serverPages)) owners.set(p, { label: 'a page of the server' });
  for (const entry of entries) {
    const { collection } = entry;
    if (collection.kind === 'file' || !collection.routes) continue;
    for (const { path: route, field } of collection.routes({ ...entry.data, slug: entry.slug } as never)) {
      const owner = owners.get(route);
      if (!owner) owners.set(route, { entry, field });
      else if ('entry' in owner && owner.entry === entry) {
        report(
          entry,
          field,
          `${route} is already made by line ${entry.source.locate(owner.field).line} of this file, expected each page once; remove one of the two`,
        );
      } else {
        const what = field.length === 0 ? 'file name' : formatPath(field);
        report(entry, field, `its page ${route} is already used by ${ownerName(owner)}, expected a ${what} that gives a page of its own`);
      }
    }
  }
  for (const route of rejectedRoutes(rejected)) if (!owners.has(route)) owners.set(route, { label: 'a file with a mistake' });
  const postCount = entries.filter((e) => e.collection.name === 'posts').length;
  for (let page = 2; page <= blogPageCount(postCount); page++) owners.set(paths.blogPage(page), { label: 'the blog list' });
  checkBlogTerms(entries, rejected, owners, report);
  const routes = new Set(owners.keys());

  const media = new Set(mediaFiles);
  const shown = (mediaPath: string) => path.relative(process.cwd(), path.join(contentDir, mediaPath)).split(path.sep).join('/');
  const missingFile = (mediaPath: string) =>
    `file ${shown(mediaPath)} does not exist, ${didYouMean(mediaPath, mediaFiles, (file) => file) ?? 'expected an existing file under the media folder'}`;
  const slugsOf = (name: string) => [...entries, ...rejected].filter((e) => e.collection.name === name).map((e) => e.slug!);

  for (const entry of entries) {
    walkStrings(entry.data, (text, at, key) => {
      if (text.startsWith('media/') && !media.has(text)) report(entry, at, missingFile(text));
      // Other links (https:, mailto:, tel:) are checked by the schema's shape only.
      const problem = key === 'href' && text.startsWith('/') ? linkProblem('link', text, { routes, media, mediaFiles }) : undefined;
      if (problem) report(entry, at, problem);
    });
    walkObjects(entry.data, (object, at) => {
      for (const reference of sectionReferences.filter((r) => r.type === object.type)) {
        const value = object[reference.field];
        const named =
          typeof value === 'string'
            ? [{ slug: value, at: [...at, reference.field] }]
            : Array.isArray(value)
              ? value.map((slug, i) => ({ slug, at: [...at, reference.field, i] }))
              : [];
        const known = slugsOf(reference.collection);
        const folder = collections.find((c) => c.name === reference.collection);
        for (const { slug, at: where } of named) {
          if (typeof slug !== 'string' || known.includes(slug)) continue;
          const files = folder && folder.kind !== 'file' ? ` (the files in content/${folder.dir}/)` : '';
          report(
            entry,
            where,
            `unknown ${reference.label} "${slug}", ${didYouMean(slug, known) ?? `expected one of: ${[...known].sort().join(', ')}${files}`}`,
          );
        }
      }
    });
    if (entry.body) {
      const { text, line, html } = entry.body;
      for (const [, attribute, target] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        const problem = linkProblem(attribute === 'src' ? 'image' : 'link', target!, { routes, media, mediaFiles });
        if (!problem) continue;
        const position = positionOfTarget(text, target!);
        problems.push({ file: entry.source.file, line: line + position.line - 1, column: position.column, path: ['body'], message: problem });
      }
    }
    if (entry.collection.name === 'posts') {
      const expected = slugify(String(entry.data.title));
      if (expected !== entry.slug) {
        report(
          entry,
          ['title'],
          `the title's slug is "${expected}" but the file is named "${entry.slug}.md", expected the file to be renamed to ${expected}.md`,
        );
      }
    }
  }
  return routes;
}

/**
 * Tags and categories: every spelling of one slug must be the same (the page has one name), each
 * gets its pages (so content may link to them), and the sidebar's Popular Tags must be tags that
 * posts carry (each links to its page).
 */
function checkBlogTerms(
  entries: Entry[],
  rejected: Rejected[],
  owners: Map<string, RouteOwner>,
  report: (entry: Entry, at: PathSegment[], message: string) => void,
): void {
  const posts = entries.filter((e) => e.collection.name === 'posts');
  for (const field of ['tags', 'category'] as const) {
    const names = (entry: Entry): string[] => {
      const value = entry.data[field];
      return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    };
    const { terms, clashes } = collectTerms(posts.flatMap(names));
    for (const { slug, names: spelled } of clashes) {
      const first = spelled[0]!;
      for (const entry of posts) {
        names(entry).forEach((name, i) => {
          if (slugify(name) === slug && name !== first) {
            report(
              entry,
              field === 'tags' ? ['tags', i] : ['category'],
              `"${name}" and "${first}" make the same page (${slug}), expected one spelling; write "${first}"`,
            );
          }
        });
      }
    }
    for (const term of terms) {
      const pathOfPage = field === 'tags' ? paths.tag : paths.category;
      for (let page = 1; page <= blogPageCount(term.count); page++)
        owners.set(pathOfPage(term.slug, page), { label: `the blog's ${field === 'tags' ? 'tag' : 'category'} pages` });
    }
    // A post with a mistake may carry the tag: the mistake is reported, the tag is not.
    if (field !== 'tags' || rejected.some((r) => r.collection.name === 'posts')) continue;
    const copy = entries.find((e) => e.collection.name === 'blog-copy');
    const known = terms.map((term) => term.name);
    ((copy?.data as BlogCopy | undefined)?.sidebar.tags ?? []).forEach((tag, i) => {
      if (terms.some((term) => term.slug === slugify(tag))) return;
      report(
        copy!,
        ['sidebar', 'tags', i],
        `no post has the tag "${tag}", so it has no page; ${didYouMean(tag, known) ?? `expected one of: ${[...known].sort().join(', ')}`}`,
      );
    });
  }
}

/**
 * What is wrong with a link or image, if anything: a page or file that does not exist, or a
 * relative path (media/blog/x.jpg, contact-us in a Markdown body), which the browser looks up
 * from the post's own address and breaks.
 */
function linkProblem(kind: 'image' | 'link', target: string, known: { routes: Set<string>; media: Set<string>; mediaFiles: string[] }): string | undefined {
  // In-page anchors, other sites (https:, mailto:, tel:, //host) and empty links are not this site's pages.
  if (target === '' || target.startsWith('#') || target.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const absolute = target.startsWith('/') ? target : `/${target.replace(/^(\.{1,2}\/)+/, '')}`;
  const where = pathOf(absolute);
  const isMedia = where.startsWith('/media/');
  if (isMedia ? known.media.has(where.slice(1)) : known.routes.has(where)) {
    return absolute === target ? undefined : `${kind} ${target} is a relative path, which breaks on the page; write ${absolute}`;
  }
  const rest = absolute.slice(where.length);
  const candidates = isMedia ? known.mediaFiles.map((file) => `/${file}`) : known.routes;
  const hint = didYouMean(where, candidates, (found) => `${found}${rest}`) ?? `expected ${isMedia ? 'a file under content/media/' : 'a path of this site'}`;
  return absolute === target
    ? `${kind} ${target} leads to no ${isMedia ? 'file' : 'page'}, ${hint}`
    : `${kind} ${target} is a relative path, which breaks on the page; ${hint}`;
}

type BasePost = Omit<Post, 'wordCount' | 'readingMinutes' | 'related' | 'previous' | 'next'>;

function toPost(entry: Entry): BasePost {
  const fm = entry.data as PostFrontMatter;
  return {
    id: entry.slug!,
    slug: entry.slug!,
    title: fm.title,
    date: fm.date ?? null,
    author: fm.author ?? null,
    category: fm.category ?? null,
    categorySlug: fm.category ? slugify(fm.category) : null,
    tags: fm.tags ?? [],
    tagSlugs: (fm.tags ?? []).map(slugify),
    image: fm.image ?? null,
    alt: fm.alt ?? null,
    summary: fm.summary,
    html: entry.body!.html,
  };
}

/** The posts with what the build works out from all of them: reading time, related posts, previous and next (src/lib/blog-rules.ts). */
function toPosts(entries: Entry[]): Post[] {
  const posts = entries.map(toPost);
  const around = neighbours(posts);
  return posts.map((post) => {
    const wordCount = countWords(post.html);
    const { previous, next } = around.get(post.slug)!;
    return { ...post, wordCount, readingMinutes: readingMinutes(wordCount), related: relatedSlugs(post, posts), previous, next };
  });
}

/** The tags and categories of the posts, each with the slug of its page. */
function blogTermsOf(entries: Entry[]): BlogTerms {
  const posts = entries.map(toPost);
  return {
    tags: collectTerms(posts.flatMap((post) => post.tags)).terms,
    categories: collectTerms(posts.flatMap((post) => (post.category ? [post.category] : []))).terms,
  };
}

function outputOf(collection: Collection, entries: Entry[]): unknown {
  if (collection.kind === 'file') return entries[0]?.data;
  if (collection.name === 'posts') return toPosts(entries);
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
  const context: LoadContext = { contentDir, problems: [], warnings: [], rejected: [], figures: [], checked: () => false };
  const { problems, warnings, rejected } = context;
  const byCollection = new Map<Collection, Entry[]>();
  // The figures' own files first: every other file may name them with placeholders.
  const sources = collections.filter((collection) => FIGURE_SOURCES.includes(collection.name));
  for (const collection of sources) byCollection.set(collection, await loadCollection(collection, context));
  const loaded = (name: string) => (byCollection.get(sources.find((c) => c.name === name)!) ?? []).map((entry) => entry.data);
  const site = loaded('site')[0];
  context.figures = figuresOf(site as Site | undefined, loaded('hosting-plans') as HostingPlan[]);
  const broken = new Set<string>();
  if (!site) broken.add('site');
  if (rejected.some((r) => r.collection.name === 'hosting-plans')) broken.add('hosting-plans');
  context.checked = (placeholder) => !broken.has(placeholder.split('.')[0]!);
  for (const collection of collections) {
    if (!byCollection.has(collection)) byCollection.set(collection, await loadCollection(collection, context));
  }
  // Back in the order of src/schemas/collections.ts, which the generated files follow.
  const ordered = new Map(collections.map((collection) => [collection, byCollection.get(collection)!]));
  const all = [...ordered.values()].flat();
  // Intrinsic image sizes, for width/height attributes and responsive variants (scripts/media/images.ts).
  const media = await describeMedia(path.join(contentDir, 'media'));
  const routes = crossCheck(all, rejected, media.files, contentDir, problems);
  // The Hindi edition (content/hi/), merged over the English content (scripts/content/edition.ts).
  const hindi = await buildEdition({
    locale: 'hi',
    contentDir,
    english: all.map((entry) => ({
      collection: entry.collection,
      slug: entry.slug,
      source: entry.source,
      raw: entry.collection.kind === 'yaml-folder' && isRecord(entry.source.data) ? { ...entry.source.data, slug: entry.slug } : entry.source.data,
      data: entry.data,
      body:
        entry.body &&
        entry.source.text
          .split('\n')
          .slice(entry.body.line - 1)
          .join('\n'),
    })),
    figures: context.figures,
    checked: context.checked,
    routes,
    linkProblem: (kind, target) => linkProblem(kind, target, { routes, media: new Set(media.files), mediaFiles: media.files }),
  });
  problems.push(...hindi.problems);
  warnings.push(...hindi.warnings);
  for (const problem of media.problems) {
    problems.push({
      file: path.relative(process.cwd(), path.join(contentDir, problem.file)).split(path.sep).join('/'),
      line: 1,
      column: 1,
      path: [],
      message: problem.message,
    });
  }
  const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  warnings.sort(byPlace);

  const counts = Object.fromEntries([...ordered].map(([c, entries]) => [c.name, entries.length]));
  if (problems.length > 0) {
    problems.sort(byPlace);
    return { problems, warnings, counts, written: false, translations: hindi.report };
  }

  const files = new Map<string, string>();
  const search: SearchEntry[] = [];
  const contentRoutes: ContentRoute[] = [];
  for (const [collection, entries] of ordered) {
    if (collection.kind !== 'file' && collection.routes && collection.listRoutes !== false) {
      for (const entry of entries) {
        for (const route of collection.routes({ ...entry.data, slug: entry.slug } as never)) {
          contentRoutes.push({ collection: collection.name, slug: entry.slug!, path: route.path });
        }
      }
    }
    files.set(`${collection.name}.json`, JSON.stringify(outputOf(collection, entries)));
    files.set(`${collection.name}.d.json.ts`, declaration(collection.type.name, collection.type.module));
    if (collection.kind !== 'file' && collection.search) {
      for (const entry of entries) search.push(...collection.search({ ...entry.data, slug: entry.slug } as never));
    }
  }
  for (const [name, text] of editorSchemas()) files.set(name, text);
  files.set('blog-terms.json', JSON.stringify(blogTermsOf(ordered.get(collections.find((c) => c.name === 'posts')!)!)));
  files.set('blog-terms.d.json.ts', declaration('BlogTerms', 'blog-terms'));
  files.set('content-routes.json', JSON.stringify(contentRoutes));
  files.set('content-routes.d.json.ts', declaration('ContentRoute[]', 'collections'));
  files.set('search-index.json', JSON.stringify(search));
  files.set('search-index.d.json.ts', declaration('SearchEntry[]', 'search-index'));
  files.set('date-formats.json', JSON.stringify(deriveDateFormats((site as Site).locale)));
  files.set(
    'date-formats.d.json.ts',
    `// Generated by scripts/build-content.ts. Do not edit.\nimport type { DateFormats } from '../lib/date-formats';\ndeclare const data: DateFormats | null;\nexport default data;\n`,
  );
  files.set('media.json', JSON.stringify(media.manifest));
  files.set(
    'media.d.json.ts',
    `// Generated by scripts/build-content.ts. Do not edit.\nimport type { MediaManifest } from '../lib/media';\ndeclare const data: MediaManifest;\nexport default data;\n`,
  );
  for (const [name, text] of editionFiles('hi', hindi.outputs, files)) files.set(name, text);
  await writeOutput(outDir, files);
  return { problems, warnings, counts, written: true, translations: hindi.report };
}

/** CONTENT_DIR lets tests build the site from a fixture folder. */
export const DEFAULT_CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? 'content');
export const DEFAULT_OUT_DIR = path.resolve('src/generated');

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What a build has to tell an editor: each problem and warning on a line of its own, then one line that sums up. */
export function reportOf(result: BuildResult): { lines: string[]; summary: string } {
  const lines = [...result.problems.map(formatProblem), ...result.warnings.map(formatWarning)];
  const warned = result.warnings.length > 0 ? `, ${plural(result.warnings.length, 'warning')}` : '';
  const summary =
    result.problems.length > 0
      ? `content: ${plural(result.problems.length, 'problem')}${warned}; nothing was written, the last good build is still in place.`
      : `content: built${warned}`;
  return { lines, summary };
}

/**
 * npm run content [-- --content DIR --out DIR] [--translations [--json]]: builds, then ends with the
 * translation report (--translations: every untranslated field; --json: the report alone on
 * standard output, as JSON, for tools).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? path.resolve(args[index + 1]!) : fallback;
  };
  const isFull = args.includes('--translations');
  const isJson = isFull && args.includes('--json');
  const started = performance.now();
  const result = await buildContent({ contentDir: option('--content', DEFAULT_CONTENT_DIR), outDir: option('--out', DEFAULT_OUT_DIR) });
  const { lines, summary } = reportOf(result);
  for (const line of lines) console.error(line);
  if (isJson) console.log(JSON.stringify(result.translations, null, 2));
  if (result.problems.length > 0) {
    console.error(`\n${summary}`);
    process.exitCode = 1;
    return;
  }
  const counts = Object.entries(result.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  const done = `${summary}: ${counts} in ${Math.round(performance.now() - started)} ms`;
  if (isJson) console.error(done);
  else console.log([done, ...formatTranslationReport(result.translations, { full: isFull })].join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
