/*
 * JSON Schemas for editors' hints (the YAML extension for content/*.yaml, remark's front-matter lint
 * for content/blog and content/legal, the same under content/hi/), made from the zod schemas of
 * src/schemas/ so they never drift from the build. They need no content, so install writes them,
 * even while content has mistakes. One mistake gives one error at its own field, as the build does:
 * a section is checked against its own `type`'s schema only (if/then); a missing field is told once
 * the file has no unknown field (a misspelt field is one error, not two); dates are calendar dates.
 * A translation's schema holds only its English file's words, each optional: language-neutral fields
 * (src/schemas/language-neutral.ts: links, media, facts, numbers, booleans, fixed values) are left
 * out, but for the key (slug, id or link) by which an item of a list names the English item it
 * translates; length limits are left to the build, which counts characters as a reader does.
 */
import { z } from 'zod';
import { collections, postsCollection, type Collection } from '../../src/schemas/collections';
import { isoDateSchema } from '../../src/schemas/iso-date';
import { isRecord, TRANSLATED, valueAt } from './entries';
import { writtenShape } from './validate';
import { languageNeutral } from '../../src/schemas/language-neutral';
import { KEY_FIELDS } from './translation';
import { writeFiles } from './write';

type JsonSchema = Record<string, unknown>;
/** zod's JSON Schema types, which the translation's schema is made from. */
type ZodJsonSchema = z.core.JSONSchema.JSONSchema;
type Node = z.core.JSONSchema._JSONSchema;

/** A schema as draft-07 JSON Schema (which the YAML extension and ajv read without options), as an editor writes it. */
const draft7 = (shape: z.ZodType, override: NonNullable<z.core.ToJSONSchemaParams['override']>) =>
  z.toJSONSchema(shape, { target: 'draft-7', io: 'input', unrepresentable: 'any', override });

/** A union whose members each fix `type` to a constant, checked member by member on that `type` (if/then). */
function byDiscriminator(node: JsonSchema): JsonSchema {
  const members = node.oneOf ?? node.anyOf;
  if (!Array.isArray(members) || members.length < 2) return node;
  // The constant each member fixes its `type` to, if it does.
  const values = members.map((member) => valueAt(member, ['properties', 'type', 'const']));
  if (values.some((value) => typeof value !== 'string')) return node;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = node;
  const type = { type: 'string', enum: values, description: 'What kind of section this is; its fields follow from it' };
  const allOf = members.map((member: unknown, i) => ({ if: { properties: { type: { const: values[i] } }, required: ['type'] }, then: member }));
  return { ...rest, type: 'object', properties: { type }, required: ['type'], allOf };
}

/** A closed object's required fields, asked for only while it has no unknown field (that one is told first). */
function requiredOnceKnown(node: JsonSchema): JsonSchema {
  const { required, properties, additionalProperties } = node;
  if (additionalProperties !== false || !Array.isArray(required) || required.length === 0 || !isRecord(properties)) return node;
  const { required: _required, ...rest } = node;
  return { ...rest, if: { propertyNames: { enum: Object.keys(properties) } }, then: { required } };
}

function editorShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(editorShape);
  if (!isRecord(value)) return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, editorShape(item)]));
  return requiredOnceKnown(byDiscriminator(node));
}

/** The JSON Schema of one collection. */
function editorSchema(collection: Collection): JsonSchema {
  const schema = draft7(writtenShape(collection), ({ zodSchema, jsonSchema }) => {
    // A date is a real calendar date, not only digits in the right places.
    if (zodSchema === isoDateSchema) {
      delete jsonSchema.pattern;
      jsonSchema.format = 'date';
    }
  });
  const shaped = editorShape(schema);
  return isRecord(shaped) ? shaped : {};
}

/** Keywords that constrain a value's form rather than name its words: the build checks those. */
const KEPT = ['type', 'description', 'title', 'maxItems', 'additionalProperties'] as const;

/** A translation's schema: the words of its English file; a post may also be one of its language alone, with every field of its own. */
function translationSchema(collection: Collection): JsonSchema {
  // The fields' descriptions stay (the default registry); the language-neutral marks are added.
  const english = draft7(writtenShape(collection), ({ zodSchema, jsonSchema }) => {
    if (languageNeutral.get(zodSchema)) jsonSchema.neutral = true;
  });
  const definitions = new Map<string, Node>(Object.entries(english.definitions ?? {}));
  const done = new Map<string, ZodJsonSchema | undefined>();
  const nameOf = (ref: string) => ref.replace(/^#\/definitions\//, '');
  // A reference to a definition without words is left out too; one being worked out (a schema that contains itself) has words.
  const definition = (name: string): ZodJsonSchema | undefined => {
    if (!done.has(name)) done.set(name, {}).set(name, wordsOf(definitions.get(name)));
    return done.get(name);
  };
  /** The words of a node a translation may write, none required (undefined where it has none); a list's item (`isItem`) also names its key. */
  const wordsOf = (node: Node | undefined, isItem = false): ZodJsonSchema | undefined => {
    if (node === undefined || typeof node === 'boolean') return undefined;
    // An item is written out in full, so it can name its key, which the definition it refers to leaves out.
    if (node.$ref) return isItem ? wordsOf(definitions.get(nameOf(node.$ref)), true) : definition(nameOf(node.$ref)) && { $ref: node.$ref };
    if ('neutral' in node || node.const !== undefined || node.enum) return undefined;
    const options = node.anyOf ?? node.oneOf;
    if (options) {
      // Options that differ only in fixed values (a section's type) look alike once those are left out: any may match.
      const kept = options.map((option) => wordsOf(option, isItem)).filter((option) => option !== undefined);
      return kept.length === 0 ? undefined : kept.length === 1 ? kept[0] : { anyOf: kept };
    }
    const own = Object.fromEntries(KEPT.filter((key) => node[key] !== undefined).map((key) => [key, node[key]]));
    switch (node.type) {
      case 'string':
        return { type: 'string', ...(node.description ? { description: node.description } : {}) };
      case 'array': {
        const items = wordsOf(Array.isArray(node.items) ? undefined : node.items, true);
        // An item with nothing to translate may be written `- {}`, or left empty (`- # hero`).
        return items && { ...own, items: { anyOf: [items, { type: 'null' }] } };
      }
      case 'object': {
        const entries = Object.entries(node.properties ?? {}).map(([key, value]) => [key, wordsOf(value)] as const);
        const properties = entries.filter((entry): entry is readonly [string, ZodJsonSchema] => entry[1] !== undefined);
        if (properties.length === 0) return undefined;
        const keyField = isItem ? KEY_FIELDS.find((field) => node.properties?.[field] !== undefined) : undefined;
        if (!keyField) return { ...own, properties: Object.fromEntries(properties) };
        const key: ZodJsonSchema = { type: 'string', description: `The ${keyField} of the English item this translates, as the English file writes it` };
        return { ...own, properties: { [keyField]: key, ...Object.fromEntries(properties) }, required: [keyField] };
      }
      default:
        return undefined;
    }
  };
  const root = wordsOf(english) ?? { type: 'object', additionalProperties: false };
  for (const name of definitions.keys()) definition(name);
  const kept = Object.fromEntries([...done].filter((entry): entry is [string, ZodJsonSchema] => entry[1] !== undefined));
  const words = { ...root, ...(Object.keys(kept).length > 0 ? { definitions: kept } : {}) };
  if (collection !== postsCollection) return { $schema: english.$schema, ...words };
  const { $schema: _, ...own } = editorSchema(collection);
  return { $schema: english.$schema, anyOf: [words, own] };
}

/** Every collection's JSON Schema, and its translations', by file name. */
export function editorSchemas(): Map<string, string> {
  const translated = collections.filter((collection) => collection.translated !== 'english');
  const schemas = [
    ...collections.map((collection) => [`${collection.name}.json`, editorSchema(collection)] as const),
    ...TRANSLATED.flatMap((locale) => translated.map((collection) => [`${locale}/${collection.name}.json`, translationSchema(collection)] as const)),
  ];
  // In the generated folder's json-schema/, where content files and .vscode/ point.
  return new Map(schemas.map(([name, schema]) => [`json-schema/${name}`, `${JSON.stringify(schema, null, 2)}\n`]));
}

/** Writes the schemas into `outDir` (src/generated) without touching the rest of it. */
export async function writeEditorSchemas(outDir: string): Promise<void> {
  await writeFiles(outDir, editorSchemas());
}
