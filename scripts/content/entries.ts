/*
 * What the steps of the content build (build-content.ts) hand each other, for every language at
 * once. Every file keeps its Source from load to the end, so any step can name the file, line and
 * column of a field, whatever step finds the mistake.
 */
import type { Collection } from '../../src/schemas/collections';
import type { Page } from '../../src/schemas/page';
import type { BlogCopy } from '../../src/schemas/page-copy';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import type { Service } from '../../src/schemas/service';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/lib/locale';
import type { FixedPageKey } from '../../src/lib/paths';
import type { PathSegment, Problem, Source } from './source';

/**
 * One file of content/ as read, before its figures are filled and its fields checked; in another language, the
 * English file with its translation laid over it (scripts/content/overlay.ts), its source the translation's.
 */
export type LoadedFile = {
  collection: Collection;
  locale: Locale;
  source: Source;
  /** For a folder's file, the file name without its extension (the item's slug); undefined for a single file. */
  slug: string | undefined;
  /** Whether the file parsed; when it did not, its syntax mistakes are in `source.problems`. */
  isParsed: boolean;
  /** The file's data as written, with the slug of the file name added in a YAML folder's file. */
  data: unknown;
  /** A Markdown file's body and the line of the file it starts on. */
  body: { text: string; line: number } | undefined;
  /** Refused whatever its fields say (a `slug:` line in a folder's file); its fields are still checked, so every mistake is told. */
  isRefused: boolean;
  /** In a language other than English: the texts that show English, and whether a text's path was written in the translation (English texts are told in their own file). */
  translation?: { english: PathSegment[][]; isWritten: (path: PathSegment[]) => boolean; hasTranslation: boolean };
};

/** A file that passed its schema: its typed data, and its body rendered to HTML once the Markdown step ran. */
export type Entry<T = unknown> = Pick<LoadedFile, 'collection' | 'locale' | 'source' | 'slug'> & {
  data: T;
  body: { text: string; line: number; html: string } | undefined;
  /** The texts that show English, in a language other than English. */
  english: PathSegment[][];
  /** Whether the file is written in its language: an English file, a translation, or a post only in that language. */
  isWritten: boolean;
};

/** A file with a mistake: its pages still count as existing, so links to it do not add noise. */
export type Rejected = Pick<LoadedFile, 'collection' | 'locale' | 'slug' | 'data'>;

/** A collection after validation: the files that passed, in the order the site shows them, and the rest. */
export type Validated<T = unknown> = { collection: Collection; entries: Entry<T>[]; rejected: Rejected[] };

/** Every collection, in the order of src/schemas/collections.ts, and by name those the cross-check and derive read field by field. */
export type ValidatedContent = {
  validated: Validated[];
  posts: Validated<PostFrontMatter>;
  blogCopy: Validated<BlogCopy>;
  services: Validated<Service>;
  pages: Validated<Page>;
};

/** What a step found: problems stop the build, warnings (a figure typed into copy) do not. */
export type Findings = { problems: Problem[]; warnings: Problem[] };

/** The languages content is translated into, each under content/<locale>/. */
export const TRANSLATED = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE);

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item a folder collection's `routes` and `search` take: its data with the slug of its file name. */
export function itemOf(entry: Pick<Entry, 'data' | 'slug'>): Record<string, unknown> & { slug: string } {
  return { ...(isRecord(entry.data) ? entry.data : {}), slug: entry.slug ?? '' };
}

export const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? Reflect.get(node, key) : undefined), data);

/** Sets the value at `path` in `data` (in place), where the object or list that holds it exists. */
export function setAt(data: unknown, path: PropertyKey[], value: unknown): void {
  const parent = valueAt(data, path.slice(0, -1));
  if (path.length > 0 && (isRecord(parent) || Array.isArray(parent))) Reflect.set(parent, path[path.length - 1]!, value);
}

/** Returns `value` with `change` applied to every string in it. */
export function mapStrings(value: unknown, change: (text: string, path: PathSegment[]) => string, trail: PathSegment[] = []): unknown {
  if (typeof value === 'string') return change(value, trail);
  if (Array.isArray(value)) return value.map((item, i) => mapStrings(item, change, [...trail, i]));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change, [...trail, key])]));
  return value;
}

/** Calls `visit` for every object in `value` (sections, nested blocks), with its path. */
export function walkObjects(value: unknown, visit: (object: Record<string, unknown>, path: PathSegment[]) => void, trail: PathSegment[] = []): void {
  if (Array.isArray(value)) value.forEach((item, i) => walkObjects(item, visit, [...trail, i]));
  else if (isRecord(value)) {
    visit(value, trail);
    for (const [key, item] of Object.entries(value)) walkObjects(item, visit, [...trail, key]);
  }
}

/** The fixed pages (lib/paths.ts) a file's words make, by its collection's `fixedPages`. */
export const fixedPagesOf = (collection: Collection, slug: string | undefined): FixedPageKey[] =>
  (collection.fixedPages ?? []).flatMap(([page, from]) => (from === (slug ?? '') || from === '*' ? [page] : []));
