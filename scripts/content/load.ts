/*
 * The first step of the content build: every file of every collection, read and parsed with
 * positions kept (scripts/content/source.ts). Nothing is checked against a schema yet; a file
 * that does not parse is kept, with its syntax mistakes, so the files that link to it stay quiet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collections, type Collection } from '../../src/schemas/collections';
import { slugSchema } from '../../src/schemas/common';
import { isRecord, type LoadedFile } from './entries';
import { parseMarkdownSource, parseYamlSource, type Problem } from './source';

/*
 * Files are read synchronously: a blog of thousands of small files reads several times faster
 * that way than with one awaited read after another.
 */
function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir);
  return names.filter((name) => name.endsWith(extension) && !name.startsWith('.')).sort();
}

/** A file's name as problems show it: relative to where the build runs, so editors can click through. */
export function shownPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

/** The message for a `slug:` line in a folder file, where the file name is the slug. */
function slugLineMessage(written: unknown, slug: string, extension: string): string {
  if (written === slug) return 'not needed, the file name is the slug; remove this line';
  const rename = typeof written === 'string' && slugSchema.safeParse(written).success ? `, or rename the file to ${written}${extension}` : '';
  return `the file name makes the slug ("${slug}"), so this line does nothing; remove it${rename}`;
}

function loadCollection(collection: Collection, contentDir: string, problems: Problem[]): LoadedFile[] {
  const missing = (file: string, why = '') =>
    problems.push({ file: shownPath(path.join(contentDir, file)), line: 1, column: 1, path: [], message: `file is missing, expected it to exist${why}` });
  if (collection.kind === 'file') {
    const file = path.join(contentDir, collection.file);
    if (!existsSync(file)) {
      missing(collection.file);
      return [];
    }
    const source = parseYamlSource(shownPath(file), readFileSync(file, 'utf8'));
    problems.push(...source.problems);
    const isParsed = source.problems.length === 0;
    return [{ collection, source, slug: undefined, isParsed, data: source.data, body: undefined, isRefused: false }];
  }

  const dir = path.join(contentDir, collection.dir);
  const extension = collection.kind === 'yaml-folder' ? '.yaml' : '.md';
  const required = collection.kind === 'yaml-folder' ? (collection.required ?? []) : [];
  for (const slug of required.filter((name) => !existsSync(path.join(dir, `${name}${extension}`)))) {
    missing(path.join(collection.dir, `${slug}${extension}`), ' because a page of the site shows it');
  }
  const files: LoadedFile[] = [];
  for (const name of listFiles(dir, extension)) {
    const slug = name.slice(0, -extension.length);
    const text = readFileSync(path.join(dir, name), 'utf8');
    const shown = shownPath(path.join(dir, name));
    if (collection.kind === 'yaml-folder') {
      const source = parseYamlSource(shown, text);
      problems.push(...source.problems);
      const raw = source.data;
      const hasSlugLine = source.problems.length === 0 && isRecord(raw) && 'slug' in raw;
      if (hasSlugLine) problems.push({ file: source.file, ...source.locate(['slug']), path: ['slug'], message: slugLineMessage(raw.slug, slug, extension) });
      // The file name is the slug; the rest of the file is still checked.
      const data = isRecord(raw) ? { ...raw, slug } : raw;
      files.push({ collection, source, slug, isParsed: source.problems.length === 0, data, body: undefined, isRefused: hasSlugLine });
    } else {
      const { source, body, bodyLine } = parseMarkdownSource(shown, text);
      problems.push(...source.problems);
      const isParsed = source.problems.length === 0;
      files.push({ collection, source, slug, isParsed, data: source.data, body: { text: body, line: bodyLine }, isRefused: false });
    }
  }
  return files;
}

/** Reads every collection of src/schemas/collections.ts from `contentDir`, in that order. */
export function loadContent(contentDir: string, problems: Problem[]): LoadedFile[] {
  return collections.flatMap((collection) => loadCollection(collection, contentDir, problems));
}
