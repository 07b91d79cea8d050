/*
 * Which collections a language other than English translates, and how: the collections whose
 * items are pages (an item without a translation is not published in the language), the ones that
 * stay English, and the JSON Schema of a translation for editors' hints. A translation holds only
 * the words of its English file, each one optional, so its schema is the English schema with every
 * language-neutral field (src/schemas/language-neutral.ts: links, media, facts, and every number,
 * boolean and fixed value) left out; length limits are left to the build, which counts characters
 * as a reader does.
 */
import { z } from 'zod';
import { languageNeutral } from '../../src/schemas/language-neutral';

/** Collections whose items are pages: an item without a translation is not published in the language. */
export const PAGE_COLLECTIONS = new Set(['pages', 'services', 'legal', 'posts']);

/** Collections that exist in English only. */
export const ENGLISH_ONLY = new Set(['admin', 'prices']);

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Node = z.core.JSONSchema._JSONSchema;

/** Keywords that constrain a value's form rather than name its words: the build checks those. */
const KEPT = ['type', 'description', 'title', 'maxItems', 'additionalProperties'] as const;

/**
 * The part of a JSON Schema a translation may write: its word fields, none of them required, or
 * undefined where a value holds no words.
 */
function wordsOf(node: Node | undefined, definition: (ref: string) => JsonSchema | undefined): JsonSchema | undefined {
  if (node === undefined || typeof node === 'boolean') return undefined;
  if (node.$ref) return definition(node.$ref) && { $ref: node.$ref };
  if ('neutral' in node || node.const !== undefined || node.enum) return undefined;
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    // Options that differ only in fixed values (a section's type) look alike once those are left out: any may match.
    const kept = options.map((option) => wordsOf(option, definition)).filter((option) => option !== undefined);
    return kept.length === 0 ? undefined : kept.length === 1 ? kept[0] : { anyOf: kept };
  }
  const own = Object.fromEntries(KEPT.filter((key) => node[key] !== undefined).map((key) => [key, node[key]]));
  switch (node.type) {
    case 'string':
      return { type: 'string', ...(node.description ? { description: node.description } : {}) };
    case 'array': {
      const items = wordsOf(Array.isArray(node.items) ? undefined : node.items, definition);
      // An item with nothing to translate may be written `- {}`, or left empty (`- # hero`).
      return items && { ...own, items: { anyOf: [items, { type: 'null' }] } };
    }
    case 'object': {
      const properties = Object.entries(node.properties ?? {}).flatMap(([key, value]) => {
        const words = wordsOf(value, definition);
        return words ? [[key, words] as const] : [];
      });
      return properties.length === 0 ? undefined : { ...own, properties: Object.fromEntries(properties) };
    }
    default:
      return undefined;
  }
}

/** The JSON Schema of a translation of `shape` (the English file's, as an editor writes it), for editors' hints. */
export function translationJsonSchema(shape: z.ZodType): JsonSchema {
  const english = z.toJSONSchema(shape, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    // The fields' descriptions stay (the default registry); the language-neutral marks are added.
    override: ({ zodSchema, jsonSchema }) => {
      if (languageNeutral.get(zodSchema)) jsonSchema.neutral = true;
    },
  });
  const definitions = new Map<string, Node>(Object.entries(english.definitions ?? {}));
  const done = new Map<string, JsonSchema | undefined>();
  // A reference to a definition without words is left out too; one being worked out (a schema that contains itself) has words.
  const definition = (ref: string): JsonSchema | undefined => {
    const name = ref.replace(/^#\/definitions\//, '');
    if (!done.has(name)) {
      done.set(name, {});
      done.set(name, wordsOf(definitions.get(name), definition));
    }
    return done.get(name);
  };
  const root = wordsOf(english, definition) ?? { type: 'object', additionalProperties: false };
  for (const name of definitions.keys()) definition(`#/definitions/${name}`);
  const kept = Object.fromEntries([...done].filter((entry): entry is [string, JsonSchema] => entry[1] !== undefined));
  return { $schema: english.$schema, ...root, ...(Object.keys(kept).length > 0 ? { definitions: kept } : {}) };
}
