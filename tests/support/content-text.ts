/*
 * The words a test expects, read from the content file that holds them, as a file: an independent
 * fact beside the accessors and templates under test, which read the same words through the content
 * build. `text('hi/copy/mail.yaml', 'acknowledgement.subject')` is what the Hindi file says there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const CONTENT_DIR = path.resolve('content');

const parsed = new Map<string, unknown>();

/** The text at `field` (dotted, list items by number: `body.0`) of a YAML file under content/. */
export function contentText(file: string, field: string): string {
  if (!parsed.has(file)) parsed.set(file, parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')));
  let value: unknown = parsed.get(file);
  for (const key of field.split('.')) {
    value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  }
  if (typeof value !== 'string') throw new Error(`content/${file} has no text at ${field}`);
  return value;
}

/** The text with each {name} replaced by its value, written out here rather than with the site's own filling. */
export function filled(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{${name}}`, value), text);
}

/** The company's name as content/site.yaml writes it, for subjects that name it. */
export const siteName = (): string => contentText('site.yaml', 'name');
