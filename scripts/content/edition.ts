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
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { blogCopyCollection, collections, pagesCollection, postsCollection, servicesCollection, type Collection, type CollectionOf, type ContentRoute } from '../../src/schemas/collections';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import type { SearchEntry } from '../../src/schemas/search-index';
import type { BlogCopy } from '../../src/schemas/page-copy';
import type { Page } from '../../src/schemas/page';
import type { Service } from '../../src/schemas/service';
import { deriveDateFormats } from '../../src/lib/date-formats';
import { LOCALE_TAGS, localizePath, type Locale } from '../../src/lib/locale';
import { blogPageCount, pathOf, paths, type FixedPageKey } from '../../src/lib/paths';
import { slugify } from '../../src/lib/slug';
import { isUntranslated, markUntranslated } from '../../src/lib/untranslated';
import { describeIssues } from './describe-issue';
import { isRecord, itemOf, type LoadedFile, type Validated } from './entries';
import { routesOf } from './cross-check';
import { postSearchEntry, serviceCards } from './derive';
import { shownPath } from './load';
import { parseContent } from './parse-content';
import { compareBodies, type BodyProblem } from './markdown-translation';
import { editionBlog, type EditionPost } from './edition-posts';
import { fillFigures, fillFiles, FIGURE_SOURCES, mapStrings, type Figures } from './figures';
import { renderMarkdown } from './render-markdown';
import { formatPath, parseMarkdownSource, parseYamlSource, positionAt, type PathSegment, type Problem, type Source } from './source';
import { didYouMean } from './suggest';
import { fieldsOfKind, mergeTranslation } from './translation';
import { ENGLISH_ONLY, PAGE_COLLECTIONS } from './translatable';
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

/** The English files of every collection that passed every check, with what they were as written (`loaded`). */
export function englishFilesOf(validated: Validated[], loaded: LoadedFile[]): EnglishFile[] {
  const written = new Map(loaded.map((file) => [key(file.collection, file.slug), file]));
  return validated.flatMap(({ entries }) =>
    entries.map((entry) => {
      const file = written.get(key(entry.collection, entry.slug));
      return { collection: entry.collection, slug: entry.slug, source: entry.source, raw: file?.data, data: entry.data, body: file?.body?.text };
    }),
  );
}

export type EditionInput = {
  locale: Exclude<Locale, 'en'>;
  contentDir: string;
  /** Every English file that passed its checks, in the order of the English output. */
  english: EnglishFile[];
  /** The English posts, blog words, services and pages, as their schemas type them. */
  posts: Validated<PostFrontMatter>;
  blogCopy: Validated<BlogCopy>;
  services: Validated<Service>;
  pages: Validated<Page>;
  figures: Figures;
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
  // The server's page (server/routes/your-data.ts), which speaks each language its words are in.
  yourData: { collection: 'data-rights-copy' },
  adminRegister: undefined,
  adminShowData: undefined,
  adminBlogPost: undefined,
  adminShowPostData: undefined,
  adminInternPost: undefined,
  adminJobPost: undefined,
  adminInternshipPost: undefined,
};

/** The fixed pages with their files, by key (Object.entries keeps no key type). */
const FIXED_PAGES = Object.entries(FIXED_PAGE_FILES) as [FixedPageKey, (typeof FIXED_PAGE_FILES)[FixedPageKey]][];

/** A file of the edition, read and parsed with positions. */
type TranslationFile = { shown: string; absolute: string; source: Source; body: { text: string; line: number } | undefined };

/** An item of the edition: a translated (or English) item, or a post only in the language. */
type Item = {
  collection: Collection;
  slug: string | undefined;
  english: EnglishFile | undefined;
  file: TranslationFile | undefined;
  data: unknown;
  /** A post's data, the blog's words, a service and a page, as their schemas type them: the blog's rules and the cards read them field by field. */
  post?: PostFrontMatter;
  blogCopy?: BlogCopy;
  service?: Service;
  page?: Page;
  body: { text: string; line: number; html: string } | undefined;
};

const key = (collection: Collection, slug: string | undefined) => `${collection.name}/${slug ?? ''}`;
const pathKey = (at: PathSegment[]) => at.join('\u0000');

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

/** Replaces the text at `at` in `data` (in place) with `change` of it. */
function changeAt(data: unknown, at: PathSegment[], change: (text: string) => string): void {
  const parent = at.slice(0, -1).reduce<unknown>((node, segment) => (typeof node === 'object' && node !== null ? Reflect.get(node, segment) : undefined), data);
  const last = at[at.length - 1];
  if (last === undefined || typeof parent !== 'object' || parent === null) return;
  const text: unknown = Reflect.get(parent, last);
  if (typeof text === 'string') Reflect.set(parent, last, change(text));
}

/** The text of a file of `collection`, parsed as its kind is written: YAML, or Markdown under front matter. */
function parseFileOf(collection: Collection, shown: string, text: string): { source: Source; body: string | undefined; bodyLine: number } {
  return collection.kind === 'markdown-folder' ? parseMarkdownSource(shown, text) : { source: parseYamlSource(shown, text), body: undefined, bodyLine: 0 };
}

/**
 * What a translator translates in the text of an English file: its words, by its collection's
 * schema, and its Markdown body. Null when the text does not parse. A figure, link or image
 * changed in the English file leaves them as they were, and its translation up to date.
 */
function wordsOf(collection: Collection, text: string): string | null {
  const parsed = parseFileOf(collection, '', text);
  if (parsed.source.problems.length > 0) return null;
  const fields = fieldsOfKind(collection.schema, parsed.source.data, 'words').map((field) => [field.path, field.value]);
  return JSON.stringify({ fields, body: parsed.body });
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
    // Read synchronously, as load.ts reads the English files: thousands of awaited reads leave the thread idle.
    const text = readFileSync(absolute, 'utf8');
    const parsed = parseFileOf(collection, shown, text);
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
  const fillTexts = (data: unknown, file: TranslationFile | undefined, untranslated: Set<string>, collection: string) =>
    mapStrings(data, (text, at) => {
      const { text: filled, notes } = fillFigures(text, figures, checked, collection);
      if (file && !untranslated.has(pathKey(at))) for (const note of notes) tell(note.kind === 'unknown' ? problems : warnings, file, at, note.message);
      return filled;
    });
  /** Checks data against its collection's schema; mistakes are told in `file`. */
  const validate = <S extends z.ZodType>(collection: CollectionOf<S>, data: unknown, file: TranslationFile | undefined): { data: z.output<S> } | undefined => {
    const result = parseContent(collection.schema, data);
    if (result.success) return { data: result.data };
    if (file) for (const described of describeIssues(result.issues, collection.schema, data)) tell(problems, file, described.path, described.message, described.atKey);
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
      const pages = routesOf({ collection, data: englishFile.data, slug }).map((route) => route.path);
      const fixed = FIXED_PAGES.filter(([, from]) => from?.collection === collection.name && from.slug === slug);
      const unpublished = [...pages, ...fixed.map(([page]) => paths[page])].map((page) => localizePath(page, locale));
      report.missing.push({ english: englishFile.source.file, translation: shownPath(path.join(root, fileOf(collection, slug))), pages: unpublished, texts: 0 });
      continue;
    }
    if (file && !file.source.data && file.source.problems.length > 0) continue;
    const merged = mergeTranslation(collection.schema, englishFile.raw, file?.source.data);
    for (const problem of merged.problems) tell(problems, file!, problem.path, problem.message, problem.atKey);
    for (const note of merged.incomplete) report.incomplete.push({ translation: file!.shown, ...file!.source.locate(note.path), field: formatPath(note.path), message: note.message });
    const untranslated = new Set(merged.untranslated.map(pathKey));
    const filled = FIGURE_SOURCES.includes(collection.name) ? merged.data : fillTexts(merged.data, file, untranslated, collection.name);
    // Posts, the blog's words, services and pages are checked with their own schema's type, as the blog's rules and the cards read them.
    const post = collection === postsCollection ? validate(postsCollection, filled, file) : undefined;
    const blogCopy = collection === blogCopyCollection ? validate(blogCopyCollection, filled, file) : undefined;
    const service = collection === servicesCollection ? validate(servicesCollection, filled, file) : undefined;
    const page = collection === pagesCollection ? validate(pagesCollection, filled, file) : undefined;
    const valid = post ?? blogCopy ?? service ?? page ?? validate(collection, filled, file);
    if (!valid) continue;
    const { data } = valid;
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
      body = { text: fillFigures(file.body.text, figures, checked, collection.name).text, line: file.body.line, html: '' };
    }
    items.push({ collection, slug, english: englishFile, file, data, post: post?.data, blogCopy: blogCopy?.data, service: service?.data, page: page?.data, body });
  }

  // Posts that exist only in this language: checked like English posts, named after their title.
  const posts: Collection = postsCollection;
  for (const { slug, file } of onlyHere) {
    if (!file.source.data || !file.body) continue;
    const [filled] = fillFiles(
      [{ collection: posts, source: file.source, slug, isParsed: true, data: file.source.data, body: file.body, isRefused: false }],
      figures,
      checked,
      { problems, warnings },
    );
    const valid = validate(postsCollection, filled!.data, file);
    if (!valid) continue;
    const { data } = valid;
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
    items.push({ collection: posts, slug, english: undefined, file, data, post: data, body: { ...filled!.body!, html: '' } });
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
          ? input.linkProblem(attribute === 'src' ? 'image' : 'link', target)
          : `write the English address ${english}: the build points links at the ${locale} page where there is one`;
      if (!problem) continue;
      const at = positionAt(text, Math.max(0, text.indexOf(target!)));
      problems.push({ file: item.file!.shown, line: line + at.line - 1, column: at.column, path: ['body'], message: problem });
    }
  }

  // The blog of the language.
  const englishPosts = new Map(input.posts.entries.map((entry) => [entry.slug, entry.data]));
  const editionPosts: EditionPost[] = items.flatMap(({ slug, post, body, english, file }) =>
    post && body && slug
      ? [{ slug, data: post, html: body.html, english: english && englishPosts.get(slug), report: (at, message) => tell(problems, file!, at, message) }]
      : [],
  );
  const blog = editionBlog(editionPosts, [...englishPosts.values()], locale);
  const copy = items.find((item) => item.blogCopy && item.file);
  const [englishCopy] = input.blogCopy.entries;
  if (copy && englishCopy) checkPopularTags(copy.blogCopy!, englishCopy.data, blog.terms.tags, (at, message) => tell(problems, copy.file!, at, message));

  // The pages of the language, and every link that leads to one.
  const translated = (name: string, slug?: string) => items.some((item) => item.file && item.collection.name === name && (slug === undefined || item.slug === slug));
  const fixedPages = FIXED_PAGES.filter(([, from]) => from && translated(from.collection, from.slug)).map(([page]) => page);
  const pages = new Set<string>(fixedPages.map((page) => paths[page]));
  const contentRoutes: ContentRoute[] = [];
  for (const item of items.filter((i) => i.file)) {
    for (const route of routesOf(item)) {
      pages.add(route.path);
      if (item.collection.listRoutes !== false) contentRoutes.push({ collection: item.collection.name, slug: item.slug!, path: localizePath(route.path, locale) });
    }
  }
  if (blog.posts.length > 0) for (let page = 2; page <= blogPageCount(blog.posts.length); page++) pages.add(paths.blogPage(page));
  for (const [terms, pageOf] of [[blog.terms.tags, paths.tag], [blog.terms.categories, paths.category]] as const) {
    for (const term of terms) for (let page = 1; page <= blogPageCount(term.count); page++) pages.add(pageOf(term.slug, page));
  }
  const localize = (href: string) => (href.startsWith('/') && !href.startsWith('//') && pages.has(pathOf(href)) ? localizePath(href, locale) : href);
  const localizeHtml = (html: string) => html.replace(/(\shref=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localize(href)}"`);
  for (const item of items) {
    for (const link of fieldsOfKind(item.collection.schema, item.data, 'link')) changeAt(item.data, link.path, localize);
    if (item.body && item.collection !== posts) item.body.html = localizeHtml(item.body.html);
  }
  for (const post of blog.posts) post.html = localizeHtml(post.html);

  // The modules of the language, as their English twins.
  const outputs: EditionOutput[] = [];
  const search: SearchEntry[] = [];
  const every: Collection[] = collections;
  for (const collection of every.filter((c) => !ENGLISH_ONLY.has(c.name))) {
    const own = items.filter((item) => item.collection === collection);
    // The posts are found by what the blog's rules make of them, as in English (scripts/content/derive.ts).
    if (collection === posts) {
      outputs.push({ name: collection.name, data: blog.posts });
      search.push(...blog.posts.map(postSearchEntry));
    }
    else if (collection.kind === 'file') {
      const only = own[0]?.data;
      // The language's site is written in its own locale: dates, `lang` and structured data follow it.
      outputs.push({ name: collection.name, data: collection.name === 'site' && isRecord(only) ? { ...only, locale: LOCALE_TAGS[locale] } : only });
    } else outputs.push({ name: collection.name, data: own.map((item) => (item.body ? { ...itemOf(item), html: item.body.html } : item.data)) });
    if (collection.kind !== 'file') for (const item of own) search.push(...(collection.search?.(itemOf(item)) ?? []));
  }
  // The cards of the home page and /services: a page's own card where it has a translation, else its
  // English card, marked, which leads to the English page.
  const translatedItem = (collection: Collection, slug: string | undefined) => items.find((item) => item.file && item.collection === collection && item.slug === slug);
  const cards = serviceCards(
    input.services.entries.map((entry) => translatedItem(servicesCollection, entry.slug)?.service ?? untranslatedCard(entry.data)),
    input.pages.entries.map((entry) => translatedItem(pagesCollection, entry.slug)?.page ?? untranslatedCard(entry.data)),
  );
  outputs.push(
    { name: 'service-cards', data: cards.map((card) => ({ ...card, href: localize(card.href) })) },
    { name: 'blog-terms', data: blog.terms },
    { name: 'content-routes', data: contentRoutes },
    { name: 'search-index', data: search.map((entry) => ({ ...entry, href: localize(entry.href) })) },
    { name: 'date-formats', data: deriveDateFormats(LOCALE_TAGS[locale]) },
    { name: 'fixed-pages', data: fixedPages, type: { name: 'FixedPageKey[]', module: 'lib/paths' } },
  );

  const pairs = items
    .filter((item) => item.file && item.english)
    .map((item) => ({
      translation: item.file!.absolute,
      english: path.join(contentDir, fileOf(item.collection, item.slug)),
      words: (text: string) => wordsOf(item.collection, text),
    }));
  const stale = await staleTranslations(contentDir, pairs);
  report.stale = stale && stale.map((file) => ({ ...file, translation: shownPath(file.translation), english: shownPath(file.english) }));
  return { problems, warnings, outputs, report };
}

/** A page's data with the words of its card marked as English: the card of a page with no translation. */
function untranslatedCard<T extends Service | Page>(data: T): T {
  if (!data.card) return data;
  const { title, text } = data.card;
  return { ...data, title: markUntranslated(data.title), card: { ...data.card, text: markUntranslated(text), ...(title ? { title: markUntranslated(title) } : {}) } };
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
function checkPopularTags(copy: BlogCopy, english: BlogCopy, tags: { slug: string; name: string }[], tell: (at: PathSegment[], message: string) => void): void {
  copy.sidebar.tags.forEach((name, i) => {
    const englishName = english.sidebar.tags[i] ?? '';
    const term = tags.find((tag) => tag.slug === slugify(englishName));
    if (!term || isUntranslated(name) || isUntranslated(term.name) || term.name === name) return;
    tell(['sidebar', 'tags', i], `the posts call the tag "${englishName}" "${term.name}", expected the same name here, so it leads to its page; write "${term.name}"`);
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
      ? `// Generated by scripts/content/build-content.ts. Do not edit.\nimport type { ${type.name.replace(/\[\]$/, '')} } from '../../${type.module}';\ndeclare const data: ${type.name};\nexport default data;\n`
      : twin?.replaceAll("from '../", "from '../../");
    if (declaration === undefined) throw new Error(`src/generated/${locale}/${name}.json has no English twin to be declared as`);
    files.set(`${locale}/${name}.json`, JSON.stringify(data));
    files.set(`${locale}/${name}.d.json.ts`, declaration);
  }
  return files;
}
