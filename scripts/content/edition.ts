/*
 * The content of a language other than English (the Hindi edition, content/hi/): read after the
 * English content has been checked, and written beside it (src/generated/hi/). Each translation
 * sits at the path of the English file it translates and holds only its words
 * (scripts/content/translation.ts checks and merges it); a text it leaves out shows the English
 * text, marked (src/lib/untranslated.ts). Page collections list only the items that have a
 * translation, so a page without one is not published in the language; the other collections
 * and single files always exist, in English where there is no translation. Links lead to the
 * language's page where there is one. A blog post may also exist only in the language.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { collections, type Collection, type ContentRoute } from '../../src/schemas/collections';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import type { SearchEntry } from '../../src/schemas/search-index';
import type { BlogCopy } from '../../src/schemas/page-copy';
import { deriveDateFormats } from '../../src/lib/date-formats';
import { LOCALE_TAGS, localizePath, type Locale } from '../../src/lib/locale';
import { blogPageCount, pathOf, paths, type FixedPageKey } from '../../src/lib/paths';
import { slugify } from '../../src/lib/slug';
import { isUntranslated, markUntranslated } from '../../src/lib/untranslated';
import { describeIssues } from './describe-issue';
import { parseContent } from './parse-content';
import { compareBodies, type BodyProblem } from './markdown-translation';
import { editionBlog, type EditionPost } from './edition-posts';
import { fillFigures, FIGURE_SOURCES, type Figure } from './figures';
import { renderMarkdown } from './render-markdown';
import { formatPath, parseMarkdownSource, parseYamlSource, positionAt, type PathSegment, type Problem, type Source } from './source';
import { didYouMean } from './suggest';
import { mergeTranslation, neutralFields } from './translation';
import { staleTranslations } from './translation-history';
import { fieldNames, type TranslationReport } from './translation-report';

/** An English file that passed every check, as the edition reads it. */
export type EnglishFile = {
  collection: Collection;
  /** A folder's file: its name without extension; undefined for a single file. */
  slug: string | undefined;
  source: Source;
  /** The data as written, before figures are filled (a YAML folder's file with the slug of its name). */
  raw: unknown;
  /** The data as checked by its schema. */
  data: unknown;
  /** A Markdown file's body as written. */
  body: string | undefined;
};

export type EditionInput = {
  locale: Exclude<Locale, 'en'>;
  contentDir: string;
  /** Every English file that passed its checks, in the order of the English output. */
  english: EnglishFile[];
  figures: Figure[];
  /** Whether a placeholder's source loaded, so it can be called unknown. */
  checked: (placeholder: string) => boolean;
  /** Every page of the English site. */
  routes: Set<string>;
  /** What is wrong with a link or image written in a file, by the rules of the English files. */
  linkProblem: (kind: 'image' | 'link', target: string) => string | undefined;
};

/**
 * A module of src/generated/<locale>/: its name and data, declared as its English twin is, or,
 * for a module English has no twin of, as the type `type` names (exported by src/<module>).
 */
export type EditionOutput = { name: string; data: unknown; type?: { name: string; module: string } };

export type EditionResult = { problems: Problem[]; warnings: Problem[]; outputs: EditionOutput[]; report: TranslationReport };

/** Collections whose items are pages: an item without a translation is not published in the language. */
const PAGE_COLLECTIONS = new Set(['pages', 'services', 'legal', 'posts']);
/** Collections that exist in English only. */
const ENGLISH_ONLY = new Set(['admin']);

/**
 * The file each fixed page takes its words from: the page exists in the language once that file
 * has a translation (the blog once a post has one).
 */
const FIXED_PAGE_FILES: Record<FixedPageKey, { collection: string; slug?: string } | undefined> = {
  home: { collection: 'pages', slug: 'home' },
  about: { collection: 'pages', slug: 'about' },
  services: { collection: 'pages', slug: 'services' },
  eLearning: { collection: 'pages', slug: 'e-learning' },
  hosting: { collection: 'services', slug: 'web-hosting-service' },
  contact: { collection: 'contact-copy' },
  blog: { collection: 'posts' },
  career: { collection: 'career-copy' },
  interns: { collection: 'interns-copy' },
  yourData: { collection: 'data-rights-copy' },
  adminRegister: undefined,
  adminShowData: undefined,
  adminBlogPost: undefined,
  adminShowPostData: undefined,
  adminInternPost: undefined,
  adminJobPost: undefined,
  adminInternshipPost: undefined,
};

/** A file of the edition, read and parsed with positions. */
type TranslationFile = { shown: string; absolute: string; source: Source; body: { text: string; line: number } | undefined };

/** An item of the edition: a translated (or English) item, or a post only in the language. */
type Item = {
  collection: Collection;
  slug: string | undefined;
  english: EnglishFile | undefined;
  file: TranslationFile | undefined;
  data: Record<string, unknown>;
  body: { text: string; line: number; html: string } | undefined;
};

const key = (collection: Collection, slug: string | undefined) => `${collection.name}/${slug ?? ''}`;
const pathKey = (at: PathSegment[]) => at.join('\u0000');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shownPath = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** Where a collection's file of this slug is, under content/ or content/<locale>/. */
function fileOf(collection: Collection, slug: string | undefined): string {
  if (collection.kind === 'file') return collection.file;
  return `${collection.dir}/${slug}${collection.kind === 'yaml-folder' ? '.yaml' : '.md'}`;
}

/** The collection and slug a file under content/<locale>/ belongs to, by its path. */
function collectionOf(relative: string): { collection: Collection; slug: string | undefined } | undefined {
  for (const collection of collections) {
    if (collection.kind === 'file') {
      if (relative === collection.file) return { collection, slug: undefined };
      continue;
    }
    const extension = collection.kind === 'yaml-folder' ? '.yaml' : '.md';
    const name = relative.slice(collection.dir.length + 1);
    if (relative.startsWith(`${collection.dir}/`) && name.endsWith(extension) && !name.includes('/')) return { collection, slug: name.slice(0, -extension.length) };
  }
  return undefined;
}

/** Returns `value` with `change` applied to every string in it. */
function mapTexts(value: unknown, change: (text: string, at: PathSegment[]) => string, at: PathSegment[] = []): unknown {
  if (typeof value === 'string') return change(value, at);
  if (Array.isArray(value)) return value.map((item, i) => mapTexts(item, change, [...at, i]));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapTexts(item, change, [...at, name])]));
  return value;
}

/** Replaces the text at `at` in `data` (in place) with `change` of it. */
function changeAt(data: unknown, at: PathSegment[], change: (text: string) => string): void {
  let parent: unknown = data;
  for (const segment of at.slice(0, -1)) parent = isRecord(parent) || Array.isArray(parent) ? (parent as Record<PathSegment, unknown>)[segment] : undefined;
  const last = at[at.length - 1];
  if (last === undefined || !(isRecord(parent) || Array.isArray(parent))) return;
  const holder = parent as Record<PathSegment, unknown>;
  if (typeof holder[last] === 'string') holder[last] = change(holder[last]);
}

export async function buildEdition(input: EditionInput): Promise<EditionResult> {
  const { locale, contentDir, figures, checked } = input;
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const root = path.join(contentDir, locale);
  const tell = (list: Problem[], file: TranslationFile, at: PathSegment[], message: string, atKey = false) =>
    list.push({ file: file.shown, ...file.source.locate(at, atKey), path: at, message });

  // Each file of the edition, by the English file it translates.
  const english = new Map(input.english.map((file) => [key(file.collection, file.slug), file]));
  const files = new Map<string, TranslationFile>();
  const onlyHere: { slug: string; file: TranslationFile }[] = [];
  const names = existsSync(root) ? (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')) : [];
  for (const entry of names) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    const shown = shownPath(absolute);
    const unknown = (message: string) => problems.push({ file: shown, line: 1, column: 1, path: [], message });
    const englishPath = path.join(contentDir, relative);
    const shownEnglish = shownPath(englishPath);
    const found = collectionOf(relative);
    if (!found) {
      const near = didYouMean(relative, [...english.values()].map((file) => fileOf(file.collection, file.slug)), (name) => shownPath(path.join(root, name)));
      unknown(`${shownEnglish} does not exist, and a translation sits at the path of the English file it translates; ${near ?? 'expected the path of an English file'}`);
      continue;
    }
    const { collection, slug } = found;
    if (ENGLISH_ONLY.has(collection.name)) {
      unknown(`the ${collection.name} pages are in English only, so this file is not used; remove it`);
      continue;
    }
    const text = await readFile(absolute, 'utf8');
    const parsed = collection.kind === 'markdown-folder' ? parseMarkdownSource(shown, text) : { source: parseYamlSource(shown, text), body: undefined, bodyLine: 0 };
    problems.push(...parsed.source.problems);
    const file: TranslationFile = { shown, absolute, source: parsed.source, body: parsed.body === undefined ? undefined : { text: parsed.body, line: parsed.bodyLine } };
    const id = key(collection, slug);
    // An English file with a mistake is told on its own; its translation is checked once it is fixed.
    if (english.has(id)) files.set(id, file);
    else if (existsSync(englishPath)) continue;
    else if (collection.name === 'posts') onlyHere.push({ slug: slug!, file });
    else {
      const known = [...english.values()].filter((item) => item.collection === collection).map((item) => item.slug!);
      const near = didYouMean(slug!, known, (name) => shownPath(path.join(root, fileOf(collection, name))));
      unknown(
        `there is no English file ${shownEnglish}, and a translation sits at the path of the English file it translates; ${near ?? `expected the name of a file in ${shownPath(path.dirname(englishPath))}/`}`,
      );
    }
  }

  /** Fills the figure placeholders of a file's texts; figures typed out into its own texts are told at their line. */
  const fillTexts = (data: unknown, file: TranslationFile | undefined, untranslated: Set<string>) =>
    mapTexts(data, (text, at) => {
      const { text: filled, notes } = fillFigures(text, figures, checked);
      if (file && !untranslated.has(pathKey(at))) for (const note of notes) tell(note.kind === 'unknown' ? problems : warnings, file, at, note.message);
      return filled;
    });
  /** Checks data against its collection's schema; mistakes are told in `file`. */
  const validate = (collection: Collection, data: unknown, file: TranslationFile | undefined): Record<string, unknown> | undefined => {
    const result = parseContent(collection.schema, data);
    if (result.success && isRecord(result.data)) return result.data;
    if (!result.success && file) {
      for (const described of describeIssues(result.issues, collection.schema, data)) tell(problems, file, described.path, described.message, described.atKey);
    }
    return undefined;
  };

  // Every English item in the language: merged with its translation, or left English.
  const items: Item[] = [];
  const report: TranslationReport = { locale, files: { english: 0, translated: 0 }, missing: [], untranslated: [], incomplete: [], stale: null };
  for (const englishFile of input.english) {
    const { collection, slug } = englishFile;
    if (ENGLISH_ONLY.has(collection.name)) continue;
    const file = files.get(key(collection, slug));
    const isPage = PAGE_COLLECTIONS.has(collection.name);
    report.files.english += 1;
    if (file) report.files.translated += 1;
    if (!file && isPage) {
      const pages = collection.kind !== 'file' && collection.routes ? collection.routes({ ...(englishFile.data as object), slug } as never).map((route) => route.path) : [];
      const fixed = Object.entries(FIXED_PAGE_FILES).filter(([, from]) => from?.collection === collection.name && from.slug === slug);
      const unpublished = [...pages, ...fixed.map(([page]) => paths[page as FixedPageKey])].map((page) => localizePath(page, locale));
      report.missing.push({ english: englishFile.source.file, translation: shownPath(path.join(root, fileOf(collection, slug))), pages: unpublished, texts: 0 });
      continue;
    }
    if (file && !file.source.data && file.source.problems.length > 0) continue;
    const merged = mergeTranslation(collection.schema, englishFile.raw, file?.source.data);
    for (const problem of merged.problems) tell(problems, file!, problem.path, problem.message, problem.atKey);
    for (const note of merged.incomplete) report.incomplete.push({ translation: file!.shown, ...file!.source.locate(note.path), field: formatPath(note.path), message: note.message });
    const untranslated = new Set(merged.untranslated.map(pathKey));
    const filled = FIGURE_SOURCES.includes(collection.name) ? merged.data : fillTexts(merged.data, file, untranslated);
    const data = validate(collection, filled, file);
    if (!data) continue;
    for (const at of merged.untranslated) changeAt(data, at, markUntranslated);
    if (!file) {
      report.missing.push({ english: englishFile.source.file, translation: shownPath(path.join(root, fileOf(collection, slug))), pages: [], texts: untranslated.size });
    } else if (untranslated.size > 0) {
      report.untranslated.push({ translation: file.shown, fields: fieldNames(merged.untranslated) });
    }
    let body: Item['body'];
    if (englishFile.body !== undefined && file?.body) {
      const compared = compareBodies(englishFile.body, file.body.text);
      const line = (found: BodyProblem) => file.body!.line + found.at.line - 1;
      for (const found of compared.problems) problems.push({ file: file.shown, line: line(found), column: found.at.column, path: ['body'], message: found.message });
      for (const note of compared.notes) report.incomplete.push({ translation: file.shown, line: line(note), column: note.at.column, field: 'body', message: note.message });
      body = { text: fillFigures(file.body.text, figures, checked).text, line: file.body.line, html: '' };
    }
    items.push({ collection, slug, english: englishFile, file, data, body });
  }

  // Posts that exist only in this language: checked like English posts, named after their title.
  const posts = collections.find((collection) => collection.name === 'posts')!;
  for (const { slug, file } of onlyHere) {
    if (!file.source.data || !file.body) continue;
    const filled = fillTexts(file.source.data, file, new Set());
    const data = validate(posts, filled, file);
    const body = fillFigures(file.body.text, figures, checked);
    for (const note of body.notes) {
      const at = positionAt(file.body.text, note.index);
      (note.kind === 'unknown' ? problems : warnings).push({ file: file.shown, line: file.body.line + at.line - 1, column: at.column, path: ['body'], message: note.message });
    }
    if (!data) continue;
    const expected = slugify(String(data.title));
    if (expected !== slug) {
      const translates = didYouMean(slug, [...english.values()].filter((item) => item.collection === posts).map((item) => item.slug!), (name) => `${name}.md`);
      tell(
        problems,
        file,
        ['title'],
        `the title's slug is "${expected}" but the file is named "${slug}.md", expected the file to be renamed to ${expected}.md (a post that exists only in this language is named after its title, spelt in Latin letters)${translates ? `; or, if it translates an English post, ${translates}` : ''}`,
      );
    } else if (input.routes.has(paths.post(slug))) {
      tell(problems, file, ['title'], `its page ${localizePath(paths.post(slug), locale)} would be the ${locale} page of ${paths.post(slug)}, expected a title that gives a page of its own`);
    }
    if (typeof data.image === 'string') {
      const problem = input.linkProblem('image', `/${data.image}`);
      if (problem) tell(problems, file, ['image'], problem);
    }
    items.push({ collection: posts, slug, english: undefined, file, data, body: { text: body.text, line: file.body.line, html: '' } });
  }

  // The bodies, rendered in one go; a post only in this language has its links checked like an English post's.
  const bodies = items.filter((item) => item.body);
  (await renderMarkdown(bodies.map((item) => item.body!.text))).forEach((html, i) => (bodies[i]!.body!.html = html));
  for (const item of bodies.filter((b) => !b.english)) {
    const { text, line, html } = item.body!;
    for (const [, attribute, target] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const english = splitTarget(target!, locale);
      const problem =
        english === target
          ? input.linkProblem(attribute === 'src' ? 'image' : 'link', target!)
          : `write the English address ${english}: the build points links at the ${locale} page where there is one`;
      if (!problem) continue;
      const at = positionAt(text, Math.max(0, text.indexOf(target!)));
      problems.push({ file: item.file!.shown, line: line + at.line - 1, column: at.column, path: ['body'], message: problem });
    }
  }

  // The blog of the language.
  const editionPosts: EditionPost[] = items
    .filter((item) => item.collection === posts)
    .map((item) => ({
      slug: item.slug!,
      data: item.data as PostFrontMatter,
      html: item.body!.html,
      english: item.english && (item.english.data as PostFrontMatter),
      report: (at, message) => tell(problems, item.file!, at, message),
    }));
  const englishPosts = input.english.filter((file) => file.collection === posts).map((file) => file.data as PostFrontMatter);
  const blog = editionBlog(editionPosts, englishPosts, locale);
  checkPopularTags(items, input.english, blog.terms.tags, (file, at, message) => tell(problems, file, at, message));

  // The pages of the language, and every link that leads to one.
  const translated = (name: string, slug?: string) => items.some((item) => item.file && item.collection.name === name && (slug === undefined || item.slug === slug));
  const fixedPages = (Object.entries(FIXED_PAGE_FILES) as [FixedPageKey, { collection: string; slug?: string } | undefined][])
    .filter(([, from]) => from && translated(from.collection, from.slug))
    .map(([page]) => page);
  const pages = new Set<string>(fixedPages.map((page) => paths[page]));
  const contentRoutes: ContentRoute[] = [];
  for (const item of items.filter((i) => i.file && i.collection.kind !== 'file')) {
    const { collection } = item;
    if (collection.kind === 'file' || !collection.routes) continue;
    for (const route of collection.routes({ ...item.data, slug: item.slug } as never)) {
      pages.add(route.path);
      if (collection.listRoutes !== false) contentRoutes.push({ collection: collection.name, slug: item.slug!, path: localizePath(route.path, locale) });
    }
  }
  if (blog.posts.length > 0) for (let page = 2; page <= blogPageCount(blog.posts.length); page++) pages.add(paths.blogPage(page));
  for (const [terms, pageOf] of [[blog.terms.tags, paths.tag], [blog.terms.categories, paths.category]] as const) {
    for (const term of terms) for (let page = 1; page <= blogPageCount(term.count); page++) pages.add(pageOf(term.slug, page));
  }
  const localize = (href: string) => (href.startsWith('/') && !href.startsWith('//') && pages.has(pathOf(href)) ? localizePath(href, locale) : href);
  const localizeHtml = (html: string) => html.replace(/(\shref=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localize(href)}"`);
  for (const item of items) {
    for (const link of neutralFields(item.collection.schema, item.data, 'link')) changeAt(item.data, link.path, localize);
    if (item.body && item.collection !== posts) item.body.html = localizeHtml(item.body.html);
  }
  for (const post of blog.posts) post.html = localizeHtml(post.html);

  // The modules of the language, as their English twins.
  const outputs: EditionOutput[] = [];
  const search: SearchEntry[] = [];
  for (const collection of collections.filter((c) => !ENGLISH_ONLY.has(c.name))) {
    const own = items.filter((item) => item.collection === collection);
    if (collection === posts && collection.kind === 'markdown-folder') {
      outputs.push({ name: collection.name, data: blog.posts });
      search.push(...blog.posts.flatMap((post) => collection.search?.({ ...post, slug: post.slug } as never) ?? []));
      continue;
    }
    const data = own.map((item) => (item.body ? { ...item.data, slug: item.slug, html: item.body.html } : item.data));
    if (collection.kind === 'file') {
      const [only] = data;
      // The language's site is written in its own locale: dates, `lang` and structured data follow it.
      outputs.push({ name: collection.name, data: collection.name === 'site' ? { ...only, locale: LOCALE_TAGS[locale] } : only });
    } else {
      outputs.push({ name: collection.name, data });
      for (const item of own) search.push(...(collection.search?.({ ...item.data, slug: item.slug } as never) ?? []));
    }
  }
  outputs.push(
    { name: 'blog-terms', data: blog.terms },
    { name: 'content-routes', data: contentRoutes },
    { name: 'search-index', data: search.map((entry) => ({ ...entry, href: localize(entry.href) })) },
    { name: 'date-formats', data: deriveDateFormats(LOCALE_TAGS[locale]) },
    { name: 'fixed-pages', data: fixedPages, type: { name: 'FixedPageKey[]', module: 'lib/paths' } },
  );

  const pairs = items.filter((item) => item.file && item.english).map((item) => ({ translation: item.file!.absolute, english: path.join(contentDir, fileOf(item.collection, item.slug)) }));
  const stale = await staleTranslations(contentDir, pairs);
  report.stale = stale && stale.map((file) => ({ ...file, translation: shownPath(file.translation), english: shownPath(file.english) }));
  return { problems, warnings, outputs, report };
}

/** The English address of a link written as the address of a page in `locale` ('/hi/contact-us' → '/contact-us'), else the link itself. */
function splitTarget(target: string, locale: Locale): string {
  const prefix = `/${locale}`;
  return target === prefix || target.startsWith(`${prefix}/`) ? target.slice(prefix.length) || '/' : target;
}

/**
 * The blog's Popular Tags in the language name each tag as its posts do, so each leads to the
 * page of that name; the list is matched to the English one position by position.
 */
function checkPopularTags(items: Item[], english: EnglishFile[], tags: { slug: string; name: string }[], tell: (file: TranslationFile, at: PathSegment[], message: string) => void): void {
  const copy = items.find((item) => item.collection.name === 'blog-copy' && item.file);
  const englishCopy = english.find((file) => file.collection.name === 'blog-copy');
  if (!copy || !englishCopy) return;
  const englishTags = (englishCopy.data as BlogCopy).sidebar.tags;
  (copy.data as BlogCopy).sidebar.tags.forEach((name, i) => {
    const term = tags.find((tag) => tag.slug === slugify(englishTags[i] ?? ''));
    if (!term || isUntranslated(name) || isUntranslated(term.name) || term.name === name) return;
    tell(copy.file!, ['sidebar', 'tags', i], `the posts call the tag "${englishTags[i]}" "${term.name}", expected the same name here, so it leads to its page; write "${term.name}"`);
  });
}

/**
 * The files of the edition under src/generated/<locale>/: each module's JSON, declared as its
 * English twin in `englishFiles` is (one folder deeper), or as its own `type`.
 */
export function editionFiles(locale: Locale, outputs: EditionOutput[], englishFiles: Map<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const { name, data, type } of outputs) {
    const twin = englishFiles.get(`${name}.d.json.ts`);
    const declaration = type
      ? `// Generated by scripts/build-content.ts. Do not edit.\nimport type { ${type.name.replace(/\[\]$/, '')} } from '../../${type.module}';\ndeclare const data: ${type.name};\nexport default data;\n`
      : twin?.replaceAll("from '../", "from '../../");
    if (declaration === undefined) throw new Error(`src/generated/${locale}/${name}.json has no English twin to be declared as`);
    files.set(`${locale}/${name}.json`, JSON.stringify(data));
    files.set(`${locale}/${name}.d.json.ts`, declaration);
  }
  return files;
}
