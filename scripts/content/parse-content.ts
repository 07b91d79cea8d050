/*
 * A content file checked against its schema, with the length limits of texts counted as a reader
 * counts characters. zod counts UTF-16 code units, which is the same for English; Hindi writes a
 * letter with its vowel sign or virama as several code points ("स्कि" is 4 code units and 2
 * letters), so a Hindi summary of 110 letters would otherwise break a limit of 160 characters.
 */
import { z } from 'zod';
import { setAt } from './entries';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** How many characters a reader sees in a text (grapheme clusters). */
export const visibleLength = (text: string): number => [...segmenter.segment(text)].length;

/** A zod issue with the value it was about, which zod adds when asked (reportInput). */
export type Issue = z.core.$ZodIssue & { input?: unknown };
type TooLong = z.core.$ZodIssueTooBig & { input: string };

/** A length limit a text breaks only by zod's count, not by the characters a reader sees. */
const isCodeUnitsOnly = (issue: Issue): issue is TooLong =>
  issue.code === 'too_big' && issue.origin === 'string' && typeof issue.input === 'string' && visibleLength(issue.input) <= Number(issue.maximum);

export type ParsedContent<T> = { success: true; data: T } | { success: false; issues: Issue[] };

export function parseContent<S extends z.ZodType>(schema: S, data: unknown): ParsedContent<z.output<S>> {
  const result = z.safeParse(schema, data, { reportInput: true });
  if (result.success) return result;
  const issues: Issue[] = result.error.issues;
  const within = issues.filter(isCodeUnitsOnly);
  if (within.length < issues.length) return { success: false, issues: issues.filter((issue) => !isCodeUnitsOnly(issue)) };
  // Every problem is such a limit: the texts are checked again cut to the limit, then put back as written.
  const shortened = structuredClone(data);
  for (const issue of within) setAt(shortened, issue.path, issue.input.slice(0, Number(issue.maximum)));
  const again = z.safeParse(schema, shortened, { reportInput: true });
  if (!again.success) return { success: false, issues: again.error.issues };
  for (const issue of within) setAt(again.data, issue.path, issue.input);
  return again;
}
