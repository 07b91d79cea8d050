/*
 * The JSON Schema of a translation, for editors' hints. A translation holds only the words of its
 * English file, each one optional, so its schema is the English schema with every language-neutral
 * field (src/schemas/language-neutral.ts: links, media, facts, and every number, boolean and fixed
 * value) left out, but for the key that names an item of a list (its slug, id or link), which a
 * translated item writes to say which English item it translates; length limits are left to the
 * build, which counts characters as a reader does.
 */
import { z } from 'zod';
import { languageNeutral } from '../../src/schemas/language-neutral';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Node = z.core.JSONSchema._JSONSchema;

/** Keywords that constrain a value's form rather than name its words: the build checks those. */
const KEPT = ['type', 'description', 'title', 'maxItems', 'additionalProperties'] as const;

/** The fields that name an item of a list (scripts/content/translation.ts looks for them in this order). */
const KEY_FIELDS = ['slug', 'id', 'href'];

/**
 * The part of a JSON Schema a translation may write: its word fields, none of them required, or
 * undefined where a value holds no words; an item of a list (`isItem`) also names its key, if it has one.
 */
function wordsOf(node: Node | undefined, definition: (ref: string) => JsonSchema | undefined, resolve: (ref: string) => Node | undefined, isItem = false): JsonSchema | undefined {
  if (node === undefined || typeof node === 'boolean') return undefined;
  // An item is written out in full, so it can name its key, which the definition it refers to leaves out.
  if (node.$ref) return isItem ? wordsOf(resolve(node.$ref), definition, resolve, true) : definition(node.$ref) && { $ref: node.$ref };
  if ('neutral' in node || node.const !== undefined || node.enum) return undefined;
  const options = node.anyOf ?? node.oneOf;
  if (options) {
    // Options that differ only in fixed values (a section's type) look alike once those are left out: any may match.
    const kept = options.map((option) => wordsOf(option, definition, resolve, isItem)).filter((option) => option !== undefined);
    return kept.length === 0 ? undefined : kept.length === 1 ? kept[0] : { anyOf: kept };
  }
  const own = Object.fromEntries(KEPT.filter((key) => node[key] !== undefined).map((key) => [key, node[key]]));
  switch (node.type) {
    case 'string':
      return { type: 'string', ...(node.description ? { description: node.description } : {}) };
    case 'array': {
      const items = wordsOf(Array.isArray(node.items) ? undefined : node.items, definition, resolve, true);
      // An item with nothing to translate may be written `- {}`, or left empty (`- # hero`).
      return items && { ...own, items: { anyOf: [items, { type: 'null' }] } };
    }
    case 'object': {
      const properties = Object.entries(node.properties ?? {}).flatMap(([key, value]) => {
        const words = wordsOf(value, definition, resolve);
        return words ? [[key, words] as const] : [];
      });
      if (properties.length === 0) return undefined;
      const keyField = isItem ? KEY_FIELDS.find((field) => node.properties?.[field] !== undefined) : undefined;
      if (!keyField) return { ...own, properties: Object.fromEntries(properties) };
      const key: JsonSchema = { type: 'string', description: `The ${keyField} of the English item this translates, as the English file writes it` };
      return { ...own, properties: { [keyField]: key, ...Object.fromEntries(properties) }, required: [keyField] };
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
  const resolve = (ref: string) => definitions.get(ref.replace(/^#\/definitions\//, ''));
  // A reference to a definition without words is left out too; one being worked out (a schema that contains itself) has words.
  const definition = (ref: string): JsonSchema | undefined => {
    const name = ref.replace(/^#\/definitions\//, '');
    if (!done.has(name)) {
      done.set(name, {});
      done.set(name, wordsOf(definitions.get(name), definition, resolve));
    }
    return done.get(name);
  };
  const root = wordsOf(english, definition, resolve) ?? { type: 'object', additionalProperties: false };
  for (const name of definitions.keys()) definition(`#/definitions/${name}`);
  const kept = Object.fromEntries([...done].filter((entry): entry is [string, JsonSchema] => entry[1] !== undefined));
  return { $schema: english.$schema, ...root, ...(Object.keys(kept).length > 0 ? { definitions: kept } : {}) };
}
