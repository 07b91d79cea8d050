/*
 * A translation (content/<locale>/) holds only the words of the English file at its path; this
 * module checks one against its English file and lays it over it. A field it writes must exist in
 * English and be words, never a link, image, figure or slug (those come from English, so they are
 * changed once for every language), but for the key that names a list item; a text keeps its
 * English text's placeholders and numbers. Which fields are words is read from the collection's
 * JSON Schema (z.toJSONSchema) with the language-neutral marks of src/schemas/language-neutral.ts.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { languageNeutral, type NeutralKind } from '../../src/schemas/language-neutral';
import { isRecord, valueAt } from './entries';
import type { PathSegment, Source } from './source';
import { didYouMean } from './suggest';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** A sub-schema, where JSON Schema also allows `true` (anything) and `false` (nothing). */
const child = (node: z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined): JsonSchema =>
  typeof node === 'object' && !Array.isArray(node) ? node : {};

/** A mistake in a translation, at a field of it (or at its key, for a field English lacks); a warning; a text that lacks something of its English text. */
export type TranslationProblem = { path: PathSegment[]; atKey?: boolean; message: string };

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  if (!jsonSchemas.has(schema)) jsonSchemas.set(schema, z.toJSONSchema(schema, { metadata: languageNeutral, unrepresentable: 'any', io: 'input' }));
  return jsonSchemas.get(schema)!;
}

/** The schema of one value: references followed, and of a union the option the English value is. */
function resolve(node: JsonSchema, root: JsonSchema, value: unknown): JsonSchema {
  if (node.$ref) return resolve(node.$ref === '#' ? root : child(root.$defs?.[node.$ref.replace(/^#\/\$defs\//, '')]), root, value);
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
  // An object of a discriminated union: the option whose literal fields the value carries.
  if (node.type === 'object')
    return isRecord(value) && Object.entries(node.properties ?? {}).every(([key, property]) => [undefined, value[key]].includes(child(property).const));
  if (typeof node.type !== 'string' || !['null', 'string', 'number', 'integer', 'boolean', 'array'].includes(node.type)) return true;
  // The value's JSON type: null, a list, or its typeof (an integer is a number).
  return node.type.replace('integer', 'number') === (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
}

/** The field names a schema allows at a path of some data, for "unknown field" hints: of a union, the option the data is. */
export function fieldNamesAt(schema: z.ZodType, data: unknown, path: PathSegment[]): string[] | undefined {
  const root = jsonSchemaOf(schema);
  let [node, value] = [resolve(root, root, data), data];
  for (const segment of path) {
    value = valueAt(value, [segment]);
    node = resolve(child(typeof segment === 'number' ? node.items : node.properties?.[segment]), root, value);
  }
  return node.type === 'object' && node.properties ? Object.keys(node.properties) : undefined;
}

/** What a leaf field is: words, or a language-neutral kind of value. */
function kindOf(node: JsonSchema, value: unknown): 'words' | NeutralKind {
  const mark = node.neutral;
  if (mark === 'link' || mark === 'media' || mark === 'fact') return mark;
  return typeof value !== 'string' || node.const !== undefined || node.enum ? 'fact' : 'words';
}

const NEUTRAL_WORDS: Record<NeutralKind, string> = {
  link: 'a link',
  media: 'an image or media file',
  fact: 'a figure or fact that is the same in every language',
};

const PLACEHOLDER = /\{[^{}\s]+\}/g;

/** The {placeholders} of a text, sorted. */
const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[0]).sort();

/** The numbers of a text outside its placeholders, in the order written, without separators, with where each starts. */
function numbersIn(text: string): { value: string; index: number }[] {
  // Placeholders are blanked out, not removed, so the indexes stay those of the text.
  const blanked = text.replace(/\{[^{}]*\}/g, (placeholder) => ' '.repeat(placeholder.length));
  return [...blanked.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => ({ value: match[0].replace(/,/g, ''), index: match.index }));
}

/** The values of `found` that `wanted` does not have (each wanted value matches once), and the wanted values none of them matched. */
export function unmatched<T extends { value: string }>(wanted: string[], found: T[]): { missing: string[]; extra: T[] } {
  const missing = [...wanted];
  const extra = found.filter(({ value }) => {
    const i = missing.indexOf(value);
    if (i >= 0) missing.splice(i, 1);
    return i < 0;
  });
  return { missing, extra };
}

/**
 * How a translated text differs from its English text. `changes`: it says something the English
 * text does not (a placeholder or figure of its own, a changed figure), a mistake first seen at
 * `at`. `lacks`: it leaves out a placeholder or figure (perhaps gained since), so it is incomplete.
 */
export function compareText(english: string, translated: string): { changes?: string; at?: number; lacks?: string } {
  const wanted = placeholdersOf(english);
  const written = placeholdersOf(translated);
  const extra = [...new Set(written)].filter((p) => !wanted.includes(p));
  if (extra.length > 0) {
    const hint = extra.map((p) => didYouMean(p, wanted) ?? `remove it (the English text has ${wanted.length > 0 ? wanted.join(' ') : 'no placeholder'})`);
    const at = [...translated.matchAll(PLACEHOLDER)].find((match) => !wanted.includes(match[0]))!.index;
    return { changes: `${extra.join(' ')} is not a placeholder of the English text; ${hint.join('; ')}`, at };
  }
  const figures = unmatched(
    numbersIn(english).map((number) => number.value),
    numbersIn(translated),
  );
  const extraFigures = figures.extra.map((number) => number.value);
  const englishFigures = `the English text has ${figures.missing.length === 1 ? 'the figure' : 'the figures'} ${figures.missing.join(', ')}`;
  if (extraFigures.length > 0) {
    const what =
      figures.missing.length > 0
        ? `${englishFigures} where the translation has ${extraFigures.join(', ')}`
        : `${extraFigures.join(', ')} ${extraFigures.length === 1 ? 'is not a figure' : 'are not figures'} of the English text`;
    return { changes: `${what}; keep the English figures, in Latin digits`, at: figures.extra[0]!.index };
  }
  // Each placeholder the translation writes fewer times than the English text.
  const found = written.map((value) => ({ value }));
  const missing = [...new Set(unmatched(wanted, found).missing)];
  const write = `write ${missing.length === 1 ? 'it' : 'each of them'} in the translation too, where the sentence needs it`;
  if (missing.length > 0) return { lacks: `the English text has ${missing.join(' ')}, which the translation lacks; ${write}` };
  return figures.missing.length > 0 ? { lacks: `${englishFigures}, which the translation lacks; keep the English figures, in Latin digits` } : {};
}

const describeKind = (value: unknown) => (Array.isArray(value) ? 'a list' : isRecord(value) ? 'a block of fields' : 'a text');

/** The fields that name an item of a list, in the order they are looked for: a list of items with one is matched by it. */
export const KEY_FIELDS = ['slug', 'id', 'href'] as const;

/** The field a list's items are named by, when its items have one. */
const keyFieldOf = (items: unknown[]): string | undefined =>
  KEY_FIELDS.find((field) => items.length > 0 && items.every((item) => isRecord(item) && typeof item[field] === 'string'));

/** The segment a list item adds to a path of the record: its key where it has one, else its place in the translation. */
function recordSegment(item: unknown, index: number, keyField: string | undefined): string {
  const key = keyField && isRecord(item) ? item[keyField] : undefined;
  return typeof key === 'string' ? `[${key}]` : `.${index}`;
}

const join = (at: string, field: string) => (at === '' ? field : `${at}.${field}`);

/** A short hash of a translated text: the record keeps it, so a text changed since it was recorded is known for new. */
export const hashOf = (text: string): string => createHash('sha1').update(text).digest('hex').slice(0, 10);

/** The English text a translated text was made from: the one its record keeps while it is as recorded, else the English text it stands beside. */
export function madeFromOf(recorded: TranslationRecord, key: string, translated: string, english: string, isConfirmed = false): string {
  const entry = recorded.get(key);
  return entry?.hi === hashOf(translated) && !isConfirmed ? entry.en : english;
}

/** The translation record of one file: by the place of each text (`sections.1.heading`, `header[/services].label`), the English text it was translated from and the hash it was recorded with. */
export type TranslationRecord = Map<string, { en: string; hi: string }>;

export type Overlay = {
  /** The English data with the translation's words laid over it: the data of the page in the language. */
  data: unknown;
  problems: TranslationProblem[];
  /** Items of the translation whose English item is gone: they are left out. */
  warnings: TranslationProblem[];
  /** The texts of `data` that show their English text, by path: untranslated, stale or incomplete. */
  english: PathSegment[][];
  /** The texts of `data` the translation has no words for. */
  untranslated: PathSegment[][];
  /** Texts of the translation (at their path in it) whose English text changed since they were translated: they show the English text. */
  stale: { path: PathSegment[]; before: string; after: string }[];
  /** Texts of the translation that lack a placeholder or figure of their English text. */
  incomplete: TranslationProblem[];
  /** Where each text of `data` that comes from the translation is written in it, by the text's path in `data`. */
  origins: Map<string, PathSegment[]>;
  /** What each text of the translation is translated from now: the record the file should have. */
  record: TranslationRecord;
};

export const pathKey = (at: PathSegment[]): string => at.join('\u0000');

/**
 * Lays `translation` over `english` (both as parsed, before placeholders are filled) by `schema`.
 * A list whose items have a key (a link, a slug, an id) is matched by it, any other by what
 * `recorded` says each item was made from, so inserting, removing or moving an English item never
 * puts a translation beside another. A text whose English text changed since it was recorded is
 * stale and shows English, unless `isConfirmed` (its path in the translation) says it is still right.
 */
export function overlayTranslation(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  recorded: TranslationRecord,
  source: Pick<Source, 'locate' | 'span' | 'text'>,
  isConfirmed: (at: PathSegment[]) => boolean = () => false,
): Overlay {
  const root = jsonSchemaOf(schema);
  const result: Overlay = {
    data: undefined,
    problems: [],
    warnings: [],
    english: [],
    untranslated: [],
    stale: [],
    incomplete: [],
    origins: new Map(),
    record: new Map(),
  };
  const linesOf = (at: PathSegment[]) => {
    const { line, endLine } = source.span(at);
    return line === endLine ? `line ${line}` : `lines ${line}–${endLine}`;
  };

  /** The English value, its word texts listed as showing English. */
  const keepEnglish = (node: JsonSchema, value: unknown, at: PathSegment[]): unknown => {
    for (const field of fieldsOfKind(schema, value, 'words', node).filter((text) => text.value.trim() !== '')) {
      result.untranslated.push([...at, ...field.path]);
      result.english.push([...at, ...field.path]);
    }
    return value;
  };

  /** What each text of a translated item was recorded as translated from (for texts not changed since). */
  const sourcesIn = (item: unknown, at: string): string[] => {
    if (typeof item === 'string') return recorded.get(at)?.hi === hashOf(item) ? [recorded.get(at)!.en] : [];
    if (Array.isArray(item)) {
      const keyField = keyFieldOf(item);
      return item.flatMap((element, i) => sourcesIn(element, `${at}${recordSegment(element, i, keyField)}`));
    }
    return isRecord(item) ? Object.entries(item).flatMap(([field, value]) => sourcesIn(value, join(at, field))) : [];
  };

  const mergeList = (node: JsonSchema, en: unknown[], tr: unknown[], at: PathSegment[], from: PathSegment[], key: string): unknown[] => {
    const items = child(resolve(node, root, en).items);
    const keyField = keyFieldOf(en);
    // The English items' keys (none in a list without them), and the texts of each.
    const names = keyField ? en.map((item) => String(valueAt(item, [keyField]))) : [];
    const englishTexts = en.map((item) => new Set(fieldsOfKind(schema, item, 'words', items).map((field) => field.value)));
    const recordKey = (j: number) => `${key}${recordSegment(tr[j], j, keyField)}`;
    // For each English item, the translated item laid over it.
    const pairs = new Map<number, number>();
    const free = (i: number) => !pairs.has(i);
    const orphans: number[] = [];
    if (keyField) {
      tr.forEach((item, j) => {
        const named = valueAt(item, [keyField]);
        const i = names.findIndex((name, index) => free(index) && name === named);
        if (typeof named !== 'string') {
          const example = j < names.length ? ` (at this place the English file has ${keyField}: ${names[j]})` : '';
          const message = `this item does not say which English item it translates: write the ${keyField} of that item in it, as the English file has it${example}`;
          result.problems.push({ path: [...from, j], message });
        } else if (i >= 0) pairs.set(i, j);
        else if (names.includes(named)) {
          const message = `another item of this list already translates ${keyField} ${named}; delete one of the two (${linesOf([...from, j])})`;
          result.problems.push({ path: [...from, j, keyField], message });
        } else orphans.push(j);
      });
    } else {
      // Each translated item goes with the English item whose texts are those it was translated from.
      const sources = tr.map((item, j) => sourcesIn(item, recordKey(j)));
      const scored = tr.flatMap((_, j) => englishTexts.map((texts, i) => ({ i, j, score: sources[j]!.filter((text) => texts.has(text)).length })));
      const taken = new Set<number>();
      for (const { i, j } of scored.filter((pair) => pair.score > 0).sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j))) {
        if (free(i) && !taken.has(j)) {
          pairs.set(i, j);
          taken.add(j);
        }
      }
      // Items with nothing recorded (written since) take the English items left, in order; so do
      // recorded items whose English texts all changed, which then show their English text as stale.
      const left = en.map((_, i) => i).filter(free);
      for (const j of tr.map((_, j) => j).filter((j) => !taken.has(j))) {
        const i = left.shift();
        if (i === undefined) orphans.push(j);
        else pairs.set(i, j);
      }
    }
    for (const j of orphans) {
      const sources = sourcesIn(tr[j], recordKey(j));
      const what = keyField
        ? `links to ${String(valueAt(tr[j], [keyField]))}, which no item of the English list has any more`
        : sources[0] !== undefined
          ? `translates "${sources[0]}", which the English list no longer has`
          : `is one more item than the English list has (${en.length})`;
      const meant = names.find((_, i) => free(i) && sources.some((text) => englishTexts[i]!.has(text)));
      const rename = meant === undefined ? '' : `; or, if it still translates that item, which now has ${keyField}: ${meant}, write that`;
      result.warnings.push({ path: [...from, j], message: `${what}, so it is left out; delete ${linesOf([...from, j])}${rename}` });
    }
    return en.map((item, i) => {
      const j = pairs.get(i);
      return j === undefined ? keepEnglish(items, item, [...at, i]) : merge(items, item, tr[j], [...at, i], [...from, j], recordKey(j), keyField);
    });
  };

  const merge = (node: JsonSchema, en: unknown, tr: unknown, at: PathSegment[], from: PathSegment[], key: string, keyField?: string): unknown => {
    if (tr === undefined || tr === null) return keepEnglish(node, en, at);
    const resolved = resolve(node, root, en);
    const mismatch = (expected: string) => {
      result.problems.push({ path: from, message: `expected ${expected}, as in the English file, got ${describeKind(tr)}` });
      return keepEnglish(node, en, at);
    };
    if (Array.isArray(en)) return Array.isArray(tr) ? mergeList(node, en, tr, at, from, key) : mismatch('a list here');
    if (isRecord(en)) {
      if (!isRecord(tr)) return mismatch('fields here');
      const known = Object.keys(en);
      for (const field of Object.keys(tr).filter((k) => !(k in en))) {
        const hint = didYouMean(field, known) ?? `the English file has only ${known.join(', ')}`;
        const message = `the English file has no field "${field}", so the translation cannot have it; ${hint}`;
        result.problems.push({ path: [...from, field], atKey: true, message });
      }
      // The key an item is matched by is not changed: it names the item.
      const mergeField = (field: string, value: unknown) =>
        field === keyField ? value : merge(child(resolved.properties?.[field]), value, tr[field], [...at, field], [...from, field], join(key, field));
      return Object.fromEntries(Object.entries(en).map(([field, value]) => [field, mergeField(field, value)]));
    }
    const kind = kindOf(resolved, en);
    if (kind !== 'words') {
      const { line, column } = source.locate(from, true);
      const text = source.text.split('\n')[line - 1]!;
      const written = /^[^,}\]#]*/.exec(text.slice(column - 1))![0].trim();
      const isAlone = text.trim().replace(/^- /, '') === written;
      const remove = isAlone ? 'remove this line' : `remove "${written}" from this line, and keep the rest of it`;
      const message = `${NEUTRAL_WORDS[kind]} comes from the English file, so a translation leaves it out (it would have to be changed twice); ${remove}`;
      result.problems.push({ path: from, atKey: true, message });
      return en;
    }
    if (typeof tr !== 'string') return mismatch('a text');
    if (tr.trim() === '') return keepEnglish(node, en, at);
    // Confirmed by the editor as still right (npm run content -- --confirm): translated from the English text it stands beside.
    const madeFrom = madeFromOf(recorded, key, tr, String(en), isConfirmed(from));
    result.record.set(key, { en: madeFrom, hi: hashOf(tr) });
    result.origins.set(pathKey(at), from);
    // A stale text, or one that lacks what its English text has, shows the English text.
    if (madeFrom !== en) result.stale.push({ path: from, before: madeFrom, after: String(en) });
    else {
      const { changes, lacks } = compareText(madeFrom, tr);
      if (changes) result.problems.push({ path: from, message: changes });
      if (!lacks) return tr;
      result.incomplete.push({ path: from, message: `${lacks}; until then the English text shows` });
    }
    result.english.push(at);
    return en;
  };

  result.data = merge(root, english, translation, [], [], '');
  return result;
}

/** The fields of a kind, words or a language-neutral kind, with their values (links to localise, say), in a value of `schema` or of its sub-schema `node`. */
export function fieldsOfKind(schema: z.ZodType, value: unknown, kind: 'words' | NeutralKind, node?: JsonSchema): { path: PathSegment[]; value: string }[] {
  const root = jsonSchemaOf(schema);
  const found: { path: PathSegment[]; value: string }[] = [];
  const walk = (node: JsonSchema, item: unknown, at: PathSegment[]) => {
    const resolved = resolve(node, root, item);
    if (Array.isArray(item)) item.forEach((element, i) => walk(child(resolved.items), element, [...at, i]));
    else if (isRecord(item)) for (const [key, element] of Object.entries(item)) walk(child(resolved.properties?.[key]), element, [...at, key]);
    else if (typeof item === 'string' && kindOf(resolved, item) === kind) found.push({ path: at, value: item });
  };
  walk(node ?? root, value, []);
  return found;
}
