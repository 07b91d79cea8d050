/*
 * The step after figures are filled: each file, in every language, checked against its
 * collection's schema, each mistake told at its field (scripts/content/describe-issue.ts), then the
 * Markdown bodies of the files that passed rendered and sanitised.
 */
import { z } from 'zod';
import type { Collection, CollectionOf } from '../../src/schemas/collections';
import { describeIssues } from './describe-issue';
import { parseContent } from './parse-content';
import { valueAt, type Entry, type LoadedFile, type Rejected, type Validated } from './entries';
import { renderMarkdown } from './render-markdown';
import { problemAt, type Problem } from './source';

/** How a collection's items are ordered in the output: posts newest first (undated ones last), the rest by `order`, then slug. */
function compareEntries(a: Entry, b: Entry): number {
  // The data passed its schema: a date is a string, an order a number.
  const dateOf = (entry: Entry) => {
    const date = valueAt(entry.data, ['date']);
    return typeof date === 'string' ? date : '';
  };
  const orderOf = (entry: Entry) => Number(valueAt(entry.data, ['order']) ?? Number.MAX_SAFE_INTEGER);
  const byField = a.collection.name === 'posts' ? dateOf(b).localeCompare(dateOf(a)) : orderOf(a) - orderOf(b);
  return byField || String(a.slug).localeCompare(String(b.slug));
}

/** The shape an editor writes: in a folder, the file name is the slug, so the file holds no slug. */
export function writtenShape(collection: Collection): z.ZodType {
  const { schema } = collection;
  return collection.kind === 'yaml-folder' && schema instanceof z.ZodObject ? schema.omit({ slug: true }) : schema;
}

/** The files of one collection, in every language, checked against its schema: the typed entries, and the files refused. */
export function validateCollection<S extends z.ZodType>(collection: CollectionOf<S>, files: LoadedFile[], problems: Problem[]): Validated<z.output<S>> {
  const entries: Entry<z.output<S>>[] = [];
  // Hints name the fields an editor may write (never the slug, which the file name gives).
  const written = writtenShape(collection);
  const rejected: Rejected[] = [];
  for (const file of files.filter((f) => f.collection === collection)) {
    const { source, slug, locale } = file;
    // A file that does not parse is refused as it is: its syntax mistakes are told already.
    const result = file.isParsed ? parseContent(collection.schema, file.data) : undefined;
    if (result?.success && !file.isRefused) {
      const { english = [], hasTranslation: isWritten = true } = file.translation ?? {};
      entries.push({ collection, locale, source, slug, data: result.data, body: file.body && { ...file.body, html: '' }, english, isWritten });
      continue;
    }
    rejected.push({ collection, locale, slug, data: result ? file.data : undefined });
    for (const described of result?.success === false ? describeIssues(result.issues, written, file.data) : []) {
      // In a translation, a mistake in an English text is told in its English file only.
      if (file.translation && !file.translation.isWritten(described.path)) continue;
      problems.push(problemAt(source, described.path, described.message, described.atKey));
    }
  }
  return { collection, entries: entries.sort(compareEntries), rejected };
}

/** Renders the Markdown body of every entry of every collection and language to sanitised HTML, in one go (in place). */
export async function renderBodies(validated: Validated[]): Promise<void> {
  const bodies = validated.flatMap((v) => v.entries.flatMap((entry) => (entry.body ? [entry.body] : [])));
  (await renderMarkdown(bodies.map((body) => body.text))).forEach((html, i) => (bodies[i]!.html = html));
}
