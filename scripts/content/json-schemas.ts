/*
 * JSON Schemas for editors' hints (the YAML extension for content/*.yaml, remark's front-matter
 * lint for content/blog and content/legal; and the same for their translations under content/hi/), made from the zod schemas of src/schemas/ so they
 * never drift from what the build accepts. They depend on no content, so they can be written on
 * install, before the first content build, and even while content has mistakes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { collections, postsCollection, type Collection } from '../../src/schemas/collections';
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/locale';
import { ENGLISH_ONLY, translationJsonSchema } from './translatable';

/** The languages that translate the English content, each in content/<locale>/. */
const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Where the schemas live, relative to the generated folder; content files and .vscode/ point here. */
export const JSON_SCHEMA_DIR = 'json-schema';

/** The shape an editor writes: in a folder, the file name is the slug, so the file holds no slug. */
function writtenShape(collection: Collection): z.ZodType {
  const { schema } = collection;
  return collection.kind === 'yaml-folder' && schema instanceof z.ZodObject ? schema.omit({ slug: true }) : schema;
}

const englishSchema = (collection: Collection) => z.toJSONSchema(writtenShape(collection), { target: 'draft-7', io: 'input', unrepresentable: 'any' });

/**
 * The schema of a translation (content/<locale>/): its words only (scripts/content/translatable.ts).
 * A post there translates the English post of its name, or exists only in that language and has
 * every field of its own, so it may be either.
 */
function translationSchema(collection: Collection): z.core.JSONSchema.JSONSchema {
  const { $schema, ...words } = translationJsonSchema(writtenShape(collection));
  if (collection !== postsCollection) return { $schema, ...words };
  const { $schema: _, ...own } = englishSchema(collection);
  return { $schema, anyOf: [words, own] };
}

/** Every collection's JSON Schema (draft-07, which the YAML extension and ajv read without options), and its translations', by file name. */
export function editorSchemas(): Map<string, string> {
  const text = (schema: z.core.JSONSchema.JSONSchema) => `${JSON.stringify(schema, null, 2)}\n`;
  return new Map([
    ...collections.map((collection): [string, string] => [`${JSON_SCHEMA_DIR}/${collection.name}.json`, text(englishSchema(collection))]),
    ...TRANSLATED.flatMap((locale) =>
      collections
        .filter((collection) => !ENGLISH_ONLY.has(collection.name))
        .map((collection): [string, string] => [`${JSON_SCHEMA_DIR}/${locale}/${collection.name}.json`, text(translationSchema(collection))]),
    ),
  ]);
}

/** Writes the schemas into `outDir` (src/generated) without touching the rest of it. */
export async function writeEditorSchemas(outDir: string): Promise<void> {
  await Promise.all([JSON_SCHEMA_DIR, ...TRANSLATED.map((locale) => `${JSON_SCHEMA_DIR}/${locale}`)].map((dir) => mkdir(path.join(outDir, dir), { recursive: true })));
  await Promise.all([...editorSchemas()].map(([name, text]) => writeFile(path.join(outDir, name), text)));
}
