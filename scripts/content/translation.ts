/*
 * A translation is a file under content/<locale>/ that holds only the words of the English file
 * at the same path. This module checks one against its English file and merges it over it:
 * every field it writes must exist in English and be words (not a link, image, figure, slug…,
 * which come from English, so they are changed once for every language); lists match item by
 * item; a text keeps the English text's placeholders and numbers. Words it leaves out stay
 * English and are reported as untranslated.
 *
 * Which fields are words is read from the collection's schema, through its JSON Schema (zod's
 * public z.toJSONSchema) with the language-neutral marks of src/schemas/language-neutral.ts.
 */
import { z } from 'zod';
import { languageNeutral, type NeutralKind } from '../../src/schemas/language-neutral';
import type { PathSegment } from './source';
import { didYouMean } from './suggest';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** A sub-schema, where JSON Schema also allows `true` (anything) and `false` (nothing). */
const child = (node: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined): JsonSchema =>
  typeof node === 'object' && !Array.isArray(node) ? node : {};

/** A mistake in a translation, at a field of it (or at its key, for a field English lacks). */
export type TranslationProblem = { path: PathSegment[]; atKey?: boolean; message: string };

/** A text of a translation that lacks something of its English text, and what. */
export type TranslationNote = { path: PathSegment[]; message: string };

export type MergedTranslation = {
  data: unknown;
  problems: TranslationProblem[];
  /** The word fields the translation leaves out: they show the English text. */
  untranslated: PathSegment[][];
  /** Texts the translation has that lack a placeholder or figure of the English text: they show the English text too. */
  incomplete: TranslationNote[];
};

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { metadata: languageNeutral, unrepresentable: 'any', io: 'input' });
    jsonSchemas.set(schema, json);
  }
  return json;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema of one value: references followed, and of a union the option the English value is. */
function resolve(node: JsonSchema, root: JsonSchema, value: unknown): JsonSchema {
  if (node.$ref) {
    const target = node.$ref === '#' ? root : child(root.$defs?.[node.$ref.replace(/^#\/\$defs\//, '')]);
    return resolve(target, root, value);
  }
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    const fits = options.map((option) => resolve(child(option), root, value)).filter((option) => fitsValue(option, value));
    // An optional or nullable field is a union with null: the value's own option wins.
    return fits.find((option) => option.type !== 'null') ?? fits[0] ?? {};
  }
  return node;
}

/** Whether a value is of the shape a schema describes, as far as telling union options apart needs. */
function fitsValue(node: JsonSchema, value: unknown): boolean {
  if (node.const !== undefined) return node.const === value;
  if (node.enum) return node.enum.includes(value as never);
  switch (node.type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      if (!isRecord(value)) return false;
      // A discriminated union: the option whose literal fields the value carries.
      return Object.entries(node.properties ?? {}).every(([key, property]) => {
        const literal = child(property).const;
        return literal === undefined || value[key] === literal;
      });
    default:
      return true;
  }
}

/** What a leaf field is: words, or a language-neutral kind of value. */
function kindOf(node: JsonSchema, value: unknown): 'words' | NeutralKind {
  const mark = node.neutral;
  if (mark === 'link' || mark === 'media' || mark === 'fact') return mark;
  if (typeof value !== 'string') return 'fact';
  if (node.const !== undefined || node.enum) return 'fact';
  return 'words';
}

const NEUTRAL_WORDS: Record<NeutralKind, string> = {
  link: 'a link',
  media: 'an image or media file',
  fact: 'a figure or fact that is the same in every language',
};

/** The {placeholders} of a text, in order. */
const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{[^{}\s]+\}/g)].map((match) => match[0]).sort();

/** The numbers of a text outside its placeholders, in the order written, without separators, with where each starts. */
function numbersIn(text: string): { value: string; index: number }[] {
  // Placeholders are blanked out, not removed, so the indexes stay those of the text.
  const blanked = text.replace(/\{[^{}]*\}/g, (placeholder) => ' '.repeat(placeholder.length));
  return [...blanked.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => ({ value: match[0].replace(/,/g, ''), index: match.index }));
}

/** The numbers of a text outside its placeholders, in order of size, written without separators. */
const numbersOf = (text: string): string[] =>
  numbersIn(text)
    .map((number) => number.value)
    .sort();

/**
 * How the figures of a translation differ from those of its English text: the English figures it
 * lacks, and its own figures that are not in the English text (with where the first of them is).
 */
export function figureDifference(english: string, translated: string): { missing: string[]; extra: string[]; extraAt: number | undefined } | undefined {
  const wanted = numbersOf(english);
  const extra: { value: string; index: number }[] = [];
  for (const number of numbersIn(translated)) {
    const at = wanted.indexOf(number.value);
    if (at >= 0) wanted.splice(at, 1);
    else extra.push(number);
  }
  if (wanted.length === 0 && extra.length === 0) return undefined;
  return { missing: wanted, extra: extra.map((number) => number.value), extraAt: extra[0]?.index };
}

/**
 * How a translated text differs from its English text. `changes`: it says something the English
 * text does not (a placeholder or a figure of its own, a changed figure), a mistake. `lacks`: it
 * leaves out a placeholder or figure of the English text (the English text may have gained it
 * since), so it is incomplete.
 */
export function compareText(english: string, translated: string): { changes?: string; lacks?: string } {
  const wanted = placeholdersOf(english);
  const written = placeholdersOf(translated);
  const extra = written.filter((p, i) => written.indexOf(p) === i && !wanted.includes(p));
  if (extra.length > 0) {
    const hint = extra.map((p) => didYouMean(p, wanted) ?? `remove it (the English text has ${wanted.length > 0 ? wanted.join(' ') : 'no placeholder'})`);
    return { changes: `${extra.join(' ')} is not a placeholder of the English text; ${hint.join('; ')}` };
  }
  const figures = figureDifference(english, translated);
  if (figures && figures.extra.length > 0) {
    const what =
      figures.missing.length > 0
        ? `the English text has ${figures.missing.length === 1 ? 'the figure' : 'the figures'} ${figures.missing.join(', ')} where the translation has ${figures.extra.join(', ')}`
        : `${figures.extra.join(', ')} ${figures.extra.length === 1 ? 'is not a figure' : 'are not figures'} of the English text`;
    return { changes: `${what}; keep the English figures, in Latin digits` };
  }
  const missing = wanted.filter((p, i) => wanted.indexOf(p) === i && written.filter((w) => w === p).length < wanted.filter((w) => w === p).length);
  if (missing.length > 0) return { lacks: `the English text has ${missing.join(' ')}, which the translation lacks; write ${missing.length === 1 ? 'it' : 'each of them'} in the translation too, where the sentence needs it` };
  if (figures) return { lacks: `the English text has ${figures.missing.length === 1 ? 'the figure' : 'the figures'} ${figures.missing.join(', ')}, which the translation lacks; keep the English figures, in Latin digits` };
  return {};
}

function describeKind(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'a block of fields';
  return 'a text';
}

/**
 * Merges `translation` over `english` (both as parsed from their files, before placeholders are
 * filled), following `schema`. Untranslated words keep the English text; `mark` may wrap them.
 */
export function mergeTranslation(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  mark: (text: string) => string = (text) => text,
): MergedTranslation {
  const root = jsonSchemaOf(schema);
  const problems: TranslationProblem[] = [];
  const untranslated: PathSegment[][] = [];
  const incomplete: TranslationNote[] = [];

  /** The English value with each of its word texts marked untranslated. */
  const keepEnglish = (node: JsonSchema, value: unknown, at: PathSegment[]): unknown => {
    const resolved = resolve(node, root, value);
    if (Array.isArray(value)) return value.map((item, i) => keepEnglish(child(resolved.items), item, [...at, i]));
    if (isRecord(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keepEnglish(child(resolved.properties?.[key]), item, [...at, key])]));
    }
    if (kindOf(resolved, value) !== 'words' || typeof value !== 'string' || value.trim() === '') return value;
    untranslated.push(at);
    return mark(value);
  };

  const merge = (node: JsonSchema, en: unknown, tr: unknown, at: PathSegment[]): unknown => {
    if (tr === undefined || tr === null) return keepEnglish(node, en, at);
    const resolved = resolve(node, root, en);
    if (Array.isArray(en)) {
      if (!Array.isArray(tr)) {
        problems.push({ path: at, message: `expected a list here, as in the English file, got ${describeKind(tr)}` });
        return keepEnglish(node, en, at);
      }
      if (tr.length > en.length) {
        problems.push({
          path: [...at, en.length],
          message: `the English list has ${en.length} item${en.length === 1 ? '' : 's'} and this one ${tr.length}; lists are matched item by item, so remove the extra item${tr.length - en.length === 1 ? '' : 's'}`,
        });
      }
      return en.map((item, i) => merge(child(resolved.items), item, tr[i], [...at, i]));
    }
    if (isRecord(en)) {
      if (!isRecord(tr)) {
        problems.push({ path: at, message: `expected fields here, as in the English file, got ${describeKind(tr)}` });
        return keepEnglish(node, en, at);
      }
      const known = Object.keys(en);
      for (const key of Object.keys(tr).filter((k) => !(k in en))) {
        const hint = didYouMean(key, known) ?? `the English file has only ${known.join(', ')}`;
        problems.push({ path: [...at, key], atKey: true, message: `the English file has no field "${key}", so the translation cannot have it; ${hint}` });
      }
      return Object.fromEntries(Object.entries(en).map(([key, item]) => [key, merge(child(resolved.properties?.[key]), item, tr[key], [...at, key])]));
    }
    const kind = kindOf(resolved, en);
    if (kind !== 'words') {
      problems.push({
        path: at,
        atKey: true,
        message: `${NEUTRAL_WORDS[kind]} comes from the English file, so a translation leaves it out (it would have to be changed twice); remove this line`,
      });
      return en;
    }
    if (typeof tr !== 'string') {
      problems.push({ path: at, message: `expected a text, as in the English file, got ${describeKind(tr)}` });
      return keepEnglish(node, en, at);
    }
    const { changes, lacks } = compareText(String(en), tr);
    if (changes) problems.push({ path: at, message: changes });
    if (lacks) incomplete.push({ path: at, message: `${lacks}; until then the English text shows` });
    if (lacks || tr.trim() === '') return keepEnglish(node, en, at);
    return tr;
  };

  const data = merge(root, english, translation, []);
  return { data, problems, untranslated, incomplete };
}

/** The fields of a value of a kind by its schema, words or a language-neutral kind, with their values (links to localise, say). */
export function fieldsOfKind(schema: z.ZodType, value: unknown, kind: 'words' | NeutralKind): { path: PathSegment[]; value: string }[] {
  const root = jsonSchemaOf(schema);
  const found: { path: PathSegment[]; value: string }[] = [];
  const walk = (node: JsonSchema, item: unknown, at: PathSegment[]) => {
    const resolved = resolve(node, root, item);
    if (Array.isArray(item)) {
      item.forEach((element, i) => walk(child(resolved.items), element, [...at, i]));
    } else if (isRecord(item)) {
      for (const [key, element] of Object.entries(item)) walk(child(resolved.properties?.[key]), element, [...at, key]);
    } else if (typeof item === 'string' && kindOf(resolved, item) === kind) {
      found.push({ path: at, value: item });
    }
  };
  walk(root, value, []);
  return found;
}
