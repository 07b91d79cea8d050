/*
 * JSON Schemas for editors' hints (the YAML extension for content/*.yaml, remark's front-matter
 * lint for content/blog and content/legal), made from the zod schemas of src/schemas/ so they
 * never drift from what the build accepts. They depend on no content, so they can be written on
 * install, before the first content build, and even while content has mistakes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { collections, type Collection } from '../../src/schemas/collections';

/** Where the schemas live, relative to the generated folder; content files and .vscode/ point here. */
export const JSON_SCHEMA_DIR = 'json-schema';

/** The shape an editor writes: in a folder, the file name is the slug, so the file holds no slug. */
function writtenShape(collection: Collection): z.ZodType {
  const { schema } = collection;
  return collection.kind === 'yaml-folder' && schema instanceof z.ZodObject ? schema.omit({ slug: true }) : schema;
}

/** Every collection's JSON Schema (draft-07, which the YAML extension and ajv read without options), by file name. */
export function editorSchemas(): Map<string, string> {
  return new Map(
    collections.map((collection) => [
      `${JSON_SCHEMA_DIR}/${collection.name}.json`,
      `${JSON.stringify(z.toJSONSchema(writtenShape(collection), { target: 'draft-7', io: 'input', unrepresentable: 'any' }), null, 2)}\n`,
    ]),
  );
}

/** Writes the schemas into `outDir` (src/generated) without touching the rest of it. */
export async function writeEditorSchemas(outDir: string): Promise<void> {
  await mkdir(path.join(outDir, JSON_SCHEMA_DIR), { recursive: true });
  await Promise.all([...editorSchemas()].map(([name, text]) => writeFile(path.join(outDir, name), text)));
}
