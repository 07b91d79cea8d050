import { LOCALE_TAGS, type Locale } from './locale';

/** Fills {name} placeholders in a line of copy; unknown names stay as written. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** A piece of copy cut at its {name} placeholders: its text runs, and the name of each placeholder in between. */
export type CopyPart = { text: string } | { placeholder: string };

export function copyParts(template: string): CopyPart[] {
  return template.split(/\{(\w+)\}/).flatMap((piece, i): CopyPart[] => (i % 2 === 1 ? [{ placeholder: piece }] : piece ? [{ text: piece }] : []));
}

/** Copy that changes with a number: `one` or `other`, as the language counts, with {count} and `values` filled in. */
export function fillCounted(words: { one: string; other: string }, count: number, locale: Locale, values: Record<string, string | number> = {}): string {
  return fillCopy(new Intl.PluralRules(LOCALE_TAGS[locale]).select(count) === 'one' ? words.one : words.other, { count, ...values });
}
