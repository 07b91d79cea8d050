/*
 * The words a language other than English writes one way (content/glossary.yaml), checked in its
 * translations as warnings: a word the glossary does not use, a course named by its English name
 * (the translation of its course file names it), straight quotes where the language writes “…”.
 */
import { glossarySchema } from '../../src/schemas/glossary';
import type { Locale } from '../../src/lib/locale';
import { mapStrings, valueAt, type LoadedFile } from './entries';
import type { TranslationFile } from './load';
import { positionAt, type PathSegment, type Problem } from './source';

type Rule = { pattern: string; message: (found: string) => string };

/** The rules of a language: one pattern that finds every rule's word in one pass (a group per rule), passing over markup and code spans. */
export type Rules = { pattern: RegExp; messages: ((found: string) => string)[] };

/** A word of `not` at the start of a word (व्यवसाय in व्यवसायों), not inside another. */
const starting = (word: string) => `(?<![\\p{L}\\p{M}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

/** The rules of `locale`: the glossary's words, and the English names of courses that have a name in the language. */
export function glossaryRules(locale: Exclude<Locale, 'en'>, english: LoadedFile[], translations: TranslationFile[]): Rules {
  const glossary = glossarySchema.safeParse(english.find((file) => file.collection.name === 'glossary')?.data);
  const words = (glossary.success ? glossary.data[locale] : []).flatMap(({ use, not }): Rule[] =>
    not.map((word) => ({ pattern: starting(word), message: (found) => `"${found}" is written "${use}" in this copy (content/glossary.yaml); write "${use}"` })),
  );
  const courses = english.flatMap((file): Rule[] => {
    if (file.collection.name !== 'courses') return [];
    const name = valueAt(file.data, ['name']);
    const translated = valueAt(translations.find((t) => t.collection === file.collection && t.slug === file.slug)?.source.data, ['name']);
    if (typeof name !== 'string' || typeof translated !== 'string' || translated === name) return [];
    return [{ pattern: starting(name), message: () => `"${name}" is a course's English name; write the name the courses page gives it, "${translated}"` }];
  });
  const quotes: Rule = { pattern: '"', message: () => 'write typographic quotes, “…”, not straight ones ("…")' };
  const rules = [...words, ...courses, quotes];
  // Tags and code spans come first and match no rule: what is inside them is not copy.
  return { pattern: new RegExp(`<[^>]*>|\`[^\`]*\`|${rules.map((rule) => `(${rule.pattern})`).join('|')}`, 'gu'), messages: rules.map((rule) => rule.message) };
}

/** The warnings of one translation: each text it writes, and its body, against the rules. */
export function checkGlossary({ source, body }: TranslationFile, { pattern, messages }: Rules): Problem[] {
  const found: Problem[] = [];
  // Positions are looked up on a finding only: finding them parses the file again.
  const check = (text: string, at: (index: number) => { line: number; column: number }, path: PathSegment[]) => {
    for (const match of text.matchAll(pattern)) {
      const rule = match.findIndex((group, i) => i > 0 && group !== undefined) - 1;
      if (rule >= 0) found.push({ file: source.file, ...at(match.index), path, message: messages[rule]!(match[0]) });
    }
  };
  mapStrings(source.data, (value, trail) => {
    const at = (index: number) => {
      // The text's line, at the word where the line holds it as written.
      const { line, column } = source.locate(trail);
      const start = (source.text.split('\n')[line - 1] ?? '').indexOf(value.slice(0, 12), column - 1);
      return start >= 0 && !value.slice(0, index).includes('\n') ? { line, column: start + index + 1 } : { line, column };
    };
    check(value, at, trail);
    return value;
  });
  if (body) check(body.text, (index) => positionAt(body.text, index, body.line), ['body']);
  return found;
}
