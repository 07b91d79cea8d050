/*
 * "Did you mean" for content messages: the valid values nearest to what an editor typed, by
 * edit distance, or the sorted list of valid values when none is near.
 */
import { distance } from 'fastest-levenshtein';

/** At most this many suggestions: enough for a close call, few enough to read at a glance. */
const MAX_SUGGESTIONS = 3;

/** Typing slips allowed: one per three characters typed, and never more than a few. */
const MAX_EDITS = 4;

/** The valid values nearest to what was typed, if they are within a few typing slips of it (case aside). */
export function nearest(typed: string, candidates: Iterable<string>): string[] {
  const wanted = typed.toLowerCase();
  const reach = Math.min(MAX_EDITS, Math.max(1, Math.ceil(wanted.length / 3)));
  let best = reach;
  let found: string[] = [];
  for (const value of new Set(candidates)) {
    if (value === typed) continue;
    const score = distance(wanted, value.toLowerCase());
    if (score < best) [best, found] = [score, [value]];
    else if (score === best) found.push(value);
  }
  return found.sort((a, b) => a.localeCompare(b)).slice(0, MAX_SUGGESTIONS);
}

/**
 * Whether two names a writer would not tell apart at a glance (Perfomance, Performance): a slip
 * or two in a long name. Short names that differ by a letter (SEO, SMO; AI, UI) are different
 * words, so names under five letters are never near misses.
 */
export function isNearMiss(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5 || a.toLowerCase() === b.toLowerCase()) return false;
  return distance(a.toLowerCase(), b.toLowerCase()) <= (shorter < 10 ? 1 : 2);
}

/** "a", "a or b", "a, b or c" */
export const orList = (values: string[]): string =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

/** `did you mean "x"?` when a valid value is near `typed`, otherwise undefined. */
export function didYouMean(typed: string, candidates: Iterable<string>, show = (value: string) => `"${value}"`): string | undefined {
  const near = nearest(typed, candidates);
  return near.length > 0 ? `did you mean ${orList(near.map(show))}?` : undefined;
}

/** `did you mean "x"?` when a valid value is near, otherwise `expected one of: a, b, c` (sorted). */
export function expectedOneOf(typed: string, allowed: Iterable<string>): string {
  const values = [...new Set(allowed)];
  return didYouMean(typed, values) ?? `expected one of: ${values.sort((a, b) => a.localeCompare(b)).join(', ')}`;
}
