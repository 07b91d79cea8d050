/*
 * The first step of the content build: every file of every collection, English and translated
 * (content/<locale>/, at the English file's path), read and parsed with positions kept
 * (scripts/content/source.ts). Nothing is checked against a schema yet; a file that does not
 * parse is kept, with its syntax mistakes, so the files that link to it stay quiet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collections, type Collection } from '../../src/schemas/collections';
import { slugSchema } from '../../src/schemas/common';
import type { Locale } from '../../src/lib/locale';
import { isRecord, type LoadedFile } from './entries';
import { readRecord, recordFileOf } from './record';
import { fileProblem, parseMarkdownSource, parseYamlSource, problemAt, type Problem } from './source';
import { didYouMean } from './suggest';
import type { TranslationRecord } from './translation';

/** A file's name as problems show it: relative to where the build runs, so editors can click through. */
export const shownPath = (file: string): string => path.relative(process.cwd(), file).split(path.sep).join('/');

/** The message for a `slug:` line in a folder file, where the file name is the slug. */
function slugLineMessage(written: unknown, slug: string, extension: string): string {
  if (written === slug) return 'not needed, the file name is the slug; remove this line';
  const rename = typeof written === 'string' && slugSchema.safeParse(written).success ? `, or rename the file to ${written}${extension}` : '';
  return `the file name makes the slug ("${slug}"), so this line does nothing; remove it${rename}`;
}

/** Where a collection's file of this slug is, under content/ or content/<locale>/. */
export function fileOf(collection: Collection, slug: string | undefined): string {
  if (collection.kind === 'file') return collection.file;
  return `${collection.dir}/${slug}${collection.kind === 'yaml-folder' ? '.yaml' : '.md'}`;
}

/** The text of a file of `collection`, parsed as its kind is written: YAML, or Markdown under front matter. */
function parseFileOf(collection: Collection, shown: string, text: string): Pick<LoadedFile, 'source' | 'body'> {
  if (collection.kind !== 'markdown-folder') return { source: parseYamlSource(shown, text), body: undefined };
  const { source, body, bodyLine } = parseMarkdownSource(shown, text);
  return { source, body: { text: body, line: bodyLine } };
}

/** An English file of `collection`, read and parsed; in a YAML folder, its file name is its slug. */
function loadFile(collection: Collection, file: string, slug: string | undefined, problems: Problem[]): LoadedFile {
  const { source, body } = parseFileOf(collection, shownPath(file), readFileSync(file, 'utf8'));
  problems.push(...source.problems);
  const isParsed = source.problems.length === 0;
  const raw = source.data;
  const isFolder = collection.kind === 'yaml-folder';
  // A `slug:` line refuses the file; the rest of it is still checked.
  const hasSlugLine = isFolder && isParsed && isRecord(raw) && 'slug' in raw;
  if (hasSlugLine) problems.push(problemAt(source, ['slug'], slugLineMessage(raw.slug, slug ?? '', '.yaml')));
  const data = isFolder && isRecord(raw) ? { ...raw, slug } : raw;
  return { collection, locale: 'en', source, slug, isParsed, data, body, isRefused: hasSlugLine };
}

function loadCollection(collection: Collection, contentDir: string, problems: Problem[]): LoadedFile[] {
  const missing = (file: string, why = '') => problems.push(fileProblem(shownPath(path.join(contentDir, file)), `file is missing, expected it to exist${why}`));
  if (collection.kind === 'file') {
    const file = path.join(contentDir, collection.file);
    if (existsSync(file)) return [loadFile(collection, file, undefined, problems)];
    missing(collection.file);
    return [];
  }
  const dir = path.join(contentDir, collection.dir);
  const extension = collection.kind === 'yaml-folder' ? '.yaml' : '.md';
  const required = collection.kind === 'yaml-folder' ? (collection.required ?? []) : [];
  for (const slug of required.filter((name) => !existsSync(path.join(dir, `${name}${extension}`)))) {
    missing(path.join(collection.dir, `${slug}${extension}`), ' because a page of the site shows it');
  }
  // Read synchronously: a blog of thousands of small files reads several times faster that way than with one awaited read after another.
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension) && !name.startsWith('.')) : [];
  return names.sort().map((name) => loadFile(collection, path.join(dir, name), name.slice(0, -extension.length), problems));
}

/** Reads every collection of src/schemas/collections.ts from `contentDir`, in that order. */
export const loadContent = (contentDir: string, problems: Problem[]): LoadedFile[] => collections.flatMap((collection) => loadCollection(collection, contentDir, problems));

/** A translation as read from content/<locale>/: the file, parsed, and its record (scripts/content/record.ts). */
export type TranslationFile = Pick<LoadedFile, 'collection' | 'slug' | 'source' | 'body'> & {
  /** Its path under content/<locale>/, which is the English file's under content/. */
  relative: string;
  record: TranslationRecord;
  recordFile: string;
};

/**
 * The translations of `locale` (content/<locale>/), each by the English file it translates. A
 * file at no English file's path of a collection is a mistake, told with the paths it may have meant.
 */
export function loadTranslations(contentDir: string, locale: Exclude<Locale, 'en'>, english: LoadedFile[], problems: Problem[]): TranslationFile[] {
  const root = path.join(contentDir, locale);
  if (!existsSync(root)) return [];
  const all = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const isWritten = new Set(all);
  const names = all
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    // Dot files and folders are not content: the record (.translated-from/) among them.
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .sort();
  const files: TranslationFile[] = [];
  for (const relative of names) {
    const absolute = path.join(root, relative);
    const shown = shownPath(absolute);
    // The collection a file belongs to, by its path.
    const name = path.posix.basename(relative).replace(/\.(yaml|md)$/, '');
    const collection = collections.find((c) => fileOf(c, name) === relative);
    if (!collection || collection.translated === 'english') {
      const message = collection
        ? `the ${collection.name} pages are in English only, so this file is not used; remove it`
        : `${shownPath(path.join(contentDir, relative))} does not exist, and a translation sits at the path of the English file it translates; ${
            didYouMean(relative, english.map((file) => fileOf(file.collection, file.slug)), (name) => shownPath(path.join(root, name))) ?? 'expected the path of an English file'
          }`;
      problems.push(fileProblem(shown, message));
      continue;
    }
    const { source, body } = parseFileOf(collection, shown, readFileSync(absolute, 'utf8'));
    problems.push(...source.problems);
    const recordFile = recordFileOf(root, relative);
    const { record, problem } = readRecord(recordFile, isWritten.has(recordFile));
    if (problem) problems.push(fileProblem(shownPath(recordFile), problem));
    files.push({ collection, slug: collection.kind === 'file' ? undefined : name, relative, source, body, record, recordFile });
  }
  return files;
}
