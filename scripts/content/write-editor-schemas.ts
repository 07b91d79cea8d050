/*
 * Writes the editors' JSON Schemas (src/generated/json-schema/) from the zod schemas alone, so
 * YAML and front-matter hints work on a fresh clone: npm runs it after install, and npm run dev
 * at start, before any content is built.
 */
import { DEFAULT_OUT_DIR } from './build-content';
import { writeEditorSchemas } from './json-schemas';

await writeEditorSchemas(DEFAULT_OUT_DIR);
