/*
 * The JSON Schemas behind editors' hints must agree with the build: every file in content/
 * passes its schema, and each mistake the build refuses for its shape is refused by the schema
 * too, with one error at the field of the mistake, as the build tells it (checked with ajv, the
 * validator the remark tooling builds on). .vscode/ and .remarkrc.json must point every content
 * file at its schema.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { remark } from 'remark';
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { editorSchemas, writeEditorSchemas } from '../../scripts/content/json-schemas';
import { collections, type Collection } from '../../src/schemas/collections';
import { MISTAKES, type SchemaVerdict } from './mistakes';

const FIXTURES = path.resolve('tests/content/fixtures');
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
/** Each collection's schema, and its translations' (under hi/), by the schema's path in json-schema/. */
const validators = new Map<string, ValidateFunction>(
  [...editorSchemas()].map(([name, text]) => [name.replace(/^json-schema\/|\.json$/g, ''), ajv.compile(JSON.parse(text))]),
);

/** Translations sit at the paths of their English files, under hi/. */
const isTranslation = (relative: string) => relative.startsWith('hi/');

/** The collection a file under a content folder belongs to, by the same places the build reads. */
function collectionOf(relative: string): Collection | undefined {
  const english = isTranslation(relative) ? relative.slice('hi/'.length) : relative;
  return collections.find((c) =>
    c.kind === 'file' ? c.file === english : path.dirname(english) === c.dir && english.endsWith(c.kind === 'yaml-folder' ? '.yaml' : '.md'),
  );
}

/** The schema a file is written to: its collection's, or in hi/ its translations'. */
const schemaName = (relative: string) => `${isTranslation(relative) ? 'hi/' : ''}${collectionOf(relative)!.name}`;

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('media/') && collectionOf(file));
}

/** The file's data as an editor's YAML tooling reads it (the yaml package), or null when it does not parse. */
function dataOf(file: string, text: string): unknown {
  const yaml = file.endsWith('.md') ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;
  const doc = parseDocument(yaml);
  return doc.errors.length > 0 ? null : doc.toJS();
}

/** What the JSON Schema says about a file: null when it is valid, else ajv's errors. */
function schemaErrors(dir: string, file: string): string | null {
  const validate = validators.get(schemaName(file))!;
  return validate(dataOf(file, readFileSync(path.join(dir, file), 'utf8'))) ? null : ajv.errorsText(validate.errors);
}

/**
 * Where the JSON Schema finds mistakes in a file, one JSON pointer per error: the field itself,
 * also for a missing or unknown field. ajv adds an error for each `if` whose `then` failed; an
 * editor sees only the `then` errors, so those are left out.
 */
function errorPaths(dir: string, file: string): string[] {
  const validate = validators.get(schemaName(file))!;
  validate(dataOf(file, readFileSync(path.join(dir, file), 'utf8')));
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      const field =
        'missingProperty' in error.params ? error.params.missingProperty : 'additionalProperty' in error.params ? error.params.additionalProperty : undefined;
      return typeof field === 'string' ? `${error.instancePath}/${field}` : error.instancePath;
    });
}

describe("editors' JSON Schemas", () => {
  it('accept every file in content/ and in the good fixture, and every Hindi file as a translation', () => {
    for (const dir of [path.resolve('content'), path.join(FIXTURES, 'good')]) {
      const files = contentFiles(dir);
      expect(files.length).toBeGreaterThan(10);
      expect(files.filter(isTranslation).length).toBeGreaterThan(2);
      expect(files.map((file) => [file, schemaErrors(dir, file)])).toEqual(files.map((file) => [file, null]));
    }
  });

  it.each(Object.entries(MISTAKES))(
    'give one error at its own field for a mistake in the shape of a file, and none for what only the build sees: %s',
    (name, { schema }) => {
      const dir = path.join(FIXTURES, 'mistakes', name);
      const files = contentFiles(dir);
      const parsed = files.map((file) => dataOf(file, readFileSync(path.join(dir, file), 'utf8')));
      const verdict: SchemaVerdict = schema;
      if (verdict === 'yaml-syntax') {
        expect(parsed).toContain(null);
        return;
      }
      const errors = files.flatMap((file) => errorPaths(dir, file));
      expect(errors).toEqual(verdict === 'build-only' ? [] : verdict.errors);
    },
  );

  it('check a real calendar date, not only its digits', () => {
    const posts = validators.get('posts')!;
    expect(posts({ title: 'A post', date: '2025-12-31' })).toBe(true);
    expect(posts({ title: 'A post', date: '2025-13-01' })).toBe(false);
    expect(posts({ title: 'A post', date: '2025-02-30' })).toBe(false);
  });

  it('let a translation write only the words of its English file, each one optional', () => {
    const plans = validators.get('hi/hosting-plans')!;
    expect(plans({ name: 'बेसिक', features: ['1 वेबसाइट', null] })).toBe(true);
    expect(plans({ yearlyPrice: 1999 })).toBe(false);
    expect(ajv.errorsText(plans.errors)).toContain('must NOT have additional properties');
    const services = validators.get('hi/services')!;
    expect(services({ title: 'SEO', sections: [{ heading: 'SEO' }, null, {}, { action: { label: 'संपर्क करें' } }] })).toBe(true);
    expect(services({ sections: [{ action: { label: 'संपर्क करें', href: '/contact-us' } }] })).toBe(false);
    // A Hindi post translates an English post, or exists only in Hindi with every field of its own.
    const posts = validators.get('hi/posts')!;
    expect(posts({ title: 'नमस्ते', tags: ['टेक्नोलॉजी'] })).toBe(true);
    expect(posts({ title: 'नमस्ते', date: '2026-10-05', image: 'media/blog/cover.svg', summary: 'एक पोस्ट।' })).toBe(true);
    expect(posts({ title: 'नमस्ते', date: '2026-13-05' })).toBe(false);
  });

  it('leave out the slug of folder files, which the file name gives', () => {
    const services = JSON.parse(editorSchemas().get('json-schema/services.json')!);
    expect(services.properties.slug).toBeUndefined();
    expect(services.additionalProperties).toBe(false);
    // Required once every field is known: a misspelt field is told as itself, not also as the field it meant.
    expect(services.then.required).toContain('title');
  });

  it('follow the zod schema of blog front matter, whatever it requires', () => {
    const posts = JSON.parse(editorSchemas().get('json-schema/posts.json')!);
    const frontMatter = collections.find((c) => c.name === 'posts')!.schema;
    if (!(frontMatter instanceof z.ZodObject)) throw new Error('blog front matter is expected to be an object schema');
    const required = Object.entries(frontMatter.shape)
      .filter(([, field]) => !field.isOptional())
      .map(([key]) => key);
    expect([...posts.then.required].sort()).toEqual(required.sort());
  });

  it('are written on install and at dev start without any content build', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'editor-schemas-'));
    temporary.push(out);
    await writeEditorSchemas(out);
    expect(readdirSync(path.join(out, 'json-schema')).sort()).toEqual([...collections.map((c) => `${c.name}.json`), 'hi'].sort());
    expect(readdirSync(path.join(out, 'json-schema', 'hi'))).toContain('services.json');
    const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(packageJson.scripts.postinstall).toBe('tsx scripts/content/write-editor-schemas.ts');
  });
});

describe('editor settings', () => {
  const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8'));
  const remarkrc = JSON.parse(readFileSync('.remarkrc.json', 'utf8'));
  const schemaPath = (collection: Collection, folder = '') => `./src/generated/json-schema/${folder}${collection.name}.json`;
  const filesOf = (collection: Collection, folder = '') =>
    collection.kind === 'file'
      ? `content/${folder}${collection.file}`
      : `content/${folder}${collection.dir}/*.${collection.kind === 'yaml-folder' ? 'yaml' : 'md'}`;
  /** Each collection's files, and (but the admin pages and the prices, which are English only) their translations'. */
  const mapping = (list: Collection[]) =>
    Object.fromEntries([
      ...list.map((c) => [schemaPath(c), [filesOf(c)]]),
      ...list.filter((c) => c.translated !== 'english').map((c) => [schemaPath(c, 'hi/'), [filesOf(c, 'hi/')]]),
    ]);

  it('map every YAML collection to its schema for the YAML extension, and every Markdown one for remark', () => {
    const yaml = collections.filter((c) => c.kind !== 'markdown-folder');
    const markdown = collections.filter((c) => c.kind === 'markdown-folder');
    expect(settings['yaml.schemas']).toEqual(mapping(yaml));
    const [, lint] = remarkrc.plugins.find((plugin: unknown) => Array.isArray(plugin) && plugin[0] === 'remark-lint-frontmatter-schema');
    expect(lint.schemas).toEqual(mapping(markdown));
    expect(JSON.parse(readFileSync('.vscode/extensions.json', 'utf8')).recommendations).toEqual(['redhat.vscode-yaml', 'unifiedjs.vscode-remark']);
  });

  it("point each content file's yaml-language-server line at its own collection's schema", () => {
    for (const file of contentFiles('content').filter((f) => f.endsWith('.yaml'))) {
      const line = /^# yaml-language-server: \$schema=(\S+)$/m.exec(readFileSync(path.join('content', file), 'utf8'))?.[1];
      expect([file, line && path.relative('.', path.join('content', path.dirname(file), line))]).toEqual([
        file,
        `src/generated/json-schema/${schemaName(file)}.json`,
      ]);
    }
  });

  it("lint a post's front matter with remark as configured, as the editor does", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'remark-'));
    temporary.push(root);
    cpSync('.remarkrc.json', path.join(root, '.remarkrc.json'));
    await writeEditorSchemas(path.join(root, 'src/generated'));
    const [, options] = remarkrc.plugins[1];
    const lint = async (text: string) => {
      const file = await remark()
        .use(remarkFrontmatter)
        .use(remarkLintFrontmatterSchema, options)
        .process({ path: path.join(root, 'content/blog/post.md'), value: text });
      // The plugin adds ajv's error (which field, which rule) to each message it reports.
      return file.messages.map((message) => JSON.stringify(message));
    };
    const [name] = readdirSync('content/blog');
    const post = readFileSync(path.join('content/blog', name!), 'utf8');
    expect(await lint(post)).toEqual([]);
    const told = await lint(post.replace(/^---\n/, '---\nauthr: Me\n'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('"additionalProperty":"authr"');
  });
});
