/*
 * JSON Schemas for editors' hints (the YAML extension for content/*.yaml, remark's front-matter
 * lint for content/blog and content/legal; and the same for their translations under content/hi/), made from the zod schemas of src/schemas/ so they
 * never drift from what the build accepts. They depend on no content, so they can be written on
 * install, before the first content build, and even while content has mistakes.
 *
 * Made so that one mistake gives one error at its own field, as the build does:
 * - a section is checked against the schema of its own `type` only (if/then on the type), not
 *   against every type of section at once;
 * - a missing field is told once the file has no unknown field, so a misspelt field is one error
 *   (its name), not two (its name, and the field it meant, missing);
 * - dates are real calendar dates (format: date).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { collections, postsCollection, type Collection } from '../../src/schemas/collections';
import { isoDateSchema } from '../../src/schemas/iso-date';
import { isRecord } from './entries';
import { writtenShape } from './validate';
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/locale';
import { translationJsonSchema } from './translatable';

/** The languages that translate the English content, each in content/<locale>/. */
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Where the schemas live, relative to the generated folder; content files and .vscode/ point here. */
export const JSON_SCHEMA_DIR = 'json-schema';

type JsonSchema = Record<string, unknown>;

/** The value a union member's `key` must have, if it is one constant. */
function constantOf(member: unknown, key: string): unknown {
  if (!isRecord(member) || !isRecord(member.properties)) return undefined;
  const property = member.properties[key];
  return isRecord(property) ? property.const : undefined;
}

/** A union whose members each fix `type` to a constant, checked member by member on that `type` (if/then). */
function byDiscriminator(node: JsonSchema): JsonSchema {
  const members = node.oneOf ?? node.anyOf;
  if (!Array.isArray(members) || members.length < 2) return node;
  const values = members.map((member) => constantOf(member, 'type'));
  if (values.some((value) => typeof value !== 'string')) return node;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = node;
  return {
    ...rest,
    type: 'object',
    properties: { type: { type: 'string', enum: values, description: 'What kind of section this is; its fields follow from it' } },
    required: ['type'],
    allOf: members.map((member: unknown, i) => ({ if: { properties: { type: { const: values[i] } }, required: ['type'] }, then: member })),
  };
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

/** The JSON Schema of one collection (draft-07, which the YAML extension and ajv read without options). */
export function editorSchema(collection: Collection): JsonSchema {
  const schema = z.toJSONSchema(writtenShape(collection), {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A date is a real calendar date, not only digits in the right places.
      if (zodSchema === isoDateSchema) {
        delete jsonSchema.pattern;
        jsonSchema.format = 'date';
      }
    },
  });
  const shaped = editorShape(schema);
  return isRecord(shaped) ? shaped : {};
}

/**
 * The schema of a translation (content/<locale>/): its words only (scripts/content/translatable.ts).
 * A post there translates the English post of its name, or exists only in that language and has
 * every field of its own, so it may be either.
 */
function translationSchema(collection: Collection): JsonSchema {
  const { $schema, ...words } = translationJsonSchema(writtenShape(collection));
  if (collection !== postsCollection) return { $schema, ...words };
  const { $schema: _, ...own } = editorSchema(collection);
  return { $schema, anyOf: [words, own] };
}

/** Every collection's JSON Schema (draft-07, which the YAML extension and ajv read without options), and its translations', by file name. */
export function editorSchemas(): Map<string, string> {
  const text = (schema: JsonSchema) => `${JSON.stringify(schema, null, 2)}\n`;
  return new Map([
    ...collections.map((collection): [string, string] => [`${JSON_SCHEMA_DIR}/${collection.name}.json`, text(editorSchema(collection))]),
    ...TRANSLATED.flatMap((locale) =>
      collections
        .filter((collection) => collection.translated !== 'english')
        .map((collection): [string, string] => [`${JSON_SCHEMA_DIR}/${locale}/${collection.name}.json`, text(translationSchema(collection))]),
    ),
  ]);
}

/** Writes the schemas into `outDir` (src/generated) without touching the rest of it. */
export async function writeEditorSchemas(outDir: string): Promise<void> {
  await Promise.all([JSON_SCHEMA_DIR, ...TRANSLATED.map((locale) => `${JSON_SCHEMA_DIR}/${locale}`)].map((dir) => mkdir(path.join(outDir, dir), { recursive: true })));
  await Promise.all([...editorSchemas()].map(([name, text]) => writeFile(path.join(outDir, name), text)));
}
