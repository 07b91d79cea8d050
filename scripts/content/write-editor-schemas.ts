/* Run after npm install: the editors' JSON Schemas (src/generated/json-schema/) from the zod schemas alone, so hints work on a fresh clone. */
import { DEFAULT_OUT_DIR } from './build-content';
import { writeEditorSchemas } from './json-schemas';

await writeEditorSchemas(DEFAULT_OUT_DIR);
