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

/** "a", "a or b", "a, b or c" */
export function orList(values: string[]): string {
  return values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** `did you mean "x"?` when a valid value is near `typed`, otherwise undefined. */
export function didYouMean(typed: string, candidates: Iterable<string>, show: (value: string) => string = quote): string | undefined {
  const near = nearest(typed, candidates);
  return near.length > 0 ? `did you mean ${orList(near.map(show))}?` : undefined;
}

/** `did you mean "x"?` when a valid value is near, otherwise `expected one of: a, b, c` (sorted). */
export function expectedOneOf(typed: string, allowed: Iterable<string>): string {
  const values = [...new Set(allowed)];
  return didYouMean(typed, values) ?? `expected one of: ${values.sort((a, b) => a.localeCompare(b)).join(', ')}`;
}

export function quote(value: string): string {
  return `"${value}"`;
}
