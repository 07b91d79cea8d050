/*
 * The first step of the content build: every file of every collection, English and translated
 * (content/<locale>/, at the English file's path), read and parsed with positions kept
 * (scripts/content/source.ts). Nothing is checked against a schema yet; a file that does not
 * parse is kept, with its syntax mistakes, so the files that link to it stay quiet.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { collections, type Collection } from '../../src/schemas/collections';
import { slugSchema } from '../../src/schemas/common';
import type { Locale } from '../../src/lib/locale';
import { isRecord, TRANSLATED, type LoadedFile } from './entries';
import { readRecord, recordFileOf } from './record';
import { fileProblem, parseYamlSource, problemAt, readFiles, type FileToRead, type Problem, type ReadFile, type Source } from './source';
import { shared } from './threads';
import { didYouMean } from './suggest';
import type { TranslationRecord } from './translation';

/** A file's name as problems show it: relative to where the build runs, so editors can click through. */
export const shownPath = (file: string): string => path.relative(process.cwd(), file).split(path.sep).join('/');

/** The message for a `slug:` line in a folder file, where the file name is the slug. */
function slugLineMessage(written: unknown, slug: string): string {
  if (written === slug) return 'not needed, the file name is the slug; remove this line';
  const rename = typeof written === 'string' && slugSchema.safeParse(written).success ? `, or rename the file to ${written}.yaml` : '';
  return `the file name makes the slug ("${slug}"), so this line does nothing; remove it${rename}`;
}

/** Where a collection's file of this slug is, under content/ or content/<locale>/. */
export function fileOf(collection: Collection, slug: string | undefined): string {
  if (collection.kind === 'file') return collection.file;
  return `${collection.dir}/${slug}${collection.kind === 'yaml-folder' ? '.yaml' : '.md'}`;
}

const toRead = (absolute: string, { kind }: Collection): FileToRead => ({ absolute, shown: shownPath(absolute), isMarkdown: kind === 'markdown-folder' });

/** A file as read: its source, and a Markdown file's body. */
type Read = { source: Source; body: ReadFile['body'] };

/**
 * The listed files read and parsed (shared with worker threads when there are thousands), their
 * syntax mistakes told; each Source finds positions on this thread, when asked.
 */
async function readAll(files: FileToRead[], problems: Problem[]): Promise<Read[]> {
  const read = await shared('read', files, readFiles);
  return files.map((file, i) => {
    const { text, yaml, body } = read[i]!;
    const source = { ...parseYamlSource(file.shown, yaml, file.isMarkdown ? 1 : 0, read[i]), text };
    problems.push(...source.problems);
    return { source, body };
  });
}

/** The files of one collection under content/, each with its slug; a file a page needs and that is missing is a problem. */
function filesOfCollection(collection: Collection, contentDir: string, problems: Problem[]): { slug: string | undefined; file: FileToRead }[] {
  const missing = (file: string, why = '') => problems.push(fileProblem(shownPath(path.join(contentDir, file)), `file is missing, expected it to exist${why}`));
  if (collection.kind === 'file') {
    const absolute = path.join(contentDir, collection.file);
    if (existsSync(absolute)) return [{ slug: undefined, file: toRead(absolute, collection) }];
    missing(collection.file);
    return [];
  }
  const dir = path.join(contentDir, collection.dir);
  const extension = collection.kind === 'yaml-folder' ? '.yaml' : '.md';
  const required = collection.kind === 'yaml-folder' ? (collection.required ?? []) : [];
  for (const slug of required.filter((name) => !existsSync(path.join(dir, `${name}${extension}`))))
    missing(path.join(collection.dir, `${slug}${extension}`), ' because a page of the site shows it');
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension) && !name.startsWith('.')) : [];
  return names.sort().map((name) => ({ slug: name.slice(0, -extension.length), file: toRead(path.join(dir, name), collection) }));
}

/** The English file of a collection's item, read: a folder file takes its slug from its name, and a `slug:` line refuses it. */
function englishFile(collection: Collection, slug: string | undefined, { source, body }: Read, problems: Problem[]): LoadedFile {
  const isParsed = source.problems.length === 0;
  const raw = source.data;
  const takesSlug = collection.kind === 'yaml-folder' && isRecord(raw);
  const hasSlugLine = takesSlug && isParsed && 'slug' in raw;
  // A `slug:` line refuses the file (its name is the slug); the rest of it is still checked.
  if (hasSlugLine) problems.push(problemAt(source, ['slug'], slugLineMessage(raw.slug, slug ?? '')));
  return { collection, locale: 'en', source, slug, isParsed, data: takesSlug ? { ...raw, slug } : raw, body, isRefused: hasSlugLine };
}

/** A translation as read from content/<locale>/: the file, parsed, and its record (scripts/content/record.ts). */
export type TranslationFile = Pick<LoadedFile, 'collection' | 'slug' | 'source' | 'body'> & {
  /** Its path under content/<locale>/, which is the English file's under content/. */
  relative: string;
  record: TranslationRecord;
  recordFile: string;
};

/**
 * The translations of `locale` (content/<locale>/) to read, each by the English file it translates
 * (`englishFiles`, their paths under content/). A file at no English file's path of a collection is
 * a mistake, told with the paths it may have meant.
 */
function listTranslations(contentDir: string, locale: Exclude<Locale, 'en'>, englishFiles: string[], problems: Problem[]) {
  const root = path.join(contentDir, locale);
  const all = existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : [];
  const names = all
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    // Dot files and folders are not content: the record (.translated-from/) among them.
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .sort();
  const listed: { collection: Collection; slug: string | undefined; relative: string; file: FileToRead }[] = [];
  for (const relative of names) {
    const absolute = path.join(root, relative);
    const name = path.posix.basename(relative).replace(/\.(yaml|md)$/, '');
    const collection = collections.find((c) => fileOf(c, name) === relative);
    if (!collection || collection.translated === 'english') {
      // The nearest English paths are looked for only for a file at none: it compares with every English file.
      const meant = () => didYouMean(relative, englishFiles, (name) => shownPath(path.join(root, name))) ?? 'expected the path of an English file';
      const message = collection
        ? `the ${collection.name} pages are in English only, so this file is not used; remove it`
        : `${shownPath(path.join(contentDir, relative))} does not exist, and a translation sits at the path of the English file it translates; ${meant()}`;
      problems.push(fileProblem(shownPath(absolute), message));
      continue;
    }
    listed.push({ collection, slug: collection.kind === 'file' ? undefined : name, relative, file: toRead(absolute, collection) });
  }
  return { root, isWritten: new Set(all), listed };
}

/**
 * Reads every collection of src/schemas/collections.ts from `contentDir`, in that order, and the
 * translations of each other language, in one pass (one share of work for the worker threads).
 */
export async function loadContent(contentDir: string, problems: Problem[]): Promise<{ english: LoadedFile[]; translations: TranslationFile[][] }> {
  const listed = collections.flatMap((collection) => filesOfCollection(collection, contentDir, problems).map((entry) => ({ collection, ...entry })));
  const englishFiles = listed.map((entry) => fileOf(entry.collection, entry.slug));
  const languages = TRANSLATED.map((locale) => listTranslations(contentDir, locale, englishFiles, problems));
  const read = await readAll(
    [...listed, ...languages.flatMap((language) => language.listed)].map((entry) => entry.file),
    problems,
  );
  const english = listed.map(({ collection, slug }, i) => englishFile(collection, slug, read[i]!, problems));
  let next = listed.length;
  const translations = languages.map(({ root, isWritten, listed: own }) =>
    own.map(({ collection, slug, relative }): TranslationFile => {
      const { source, body } = read[next++]!;
      const recordFile = recordFileOf(root, relative);
      const { record, problem } = readRecord(recordFile, isWritten.has(recordFile));
      if (problem) problems.push(fileProblem(shownPath(recordFile), problem));
      return { collection, slug, relative, source, body, record, recordFile };
    }),
  );
  return { english, translations };
}
