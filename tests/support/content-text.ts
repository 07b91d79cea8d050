/*
 * The words a test expects, read from the content file that holds them, as a file: an independent
 * fact beside the accessors and templates under test, which read the same words through the content
 * build. `text('hi/copy/mail.yaml', 'acknowledgement.subject')` is what the Hindi file says there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const CONTENT_DIR = path.resolve('content');

const parsed = new Map<string, unknown>();

/** What a YAML file under content/ holds at `field` (dotted, list items by number: `body.0`). */
function valueAt(file: string, field: string): unknown {
  if (!parsed.has(file)) parsed.set(file, parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8')));
  let value: unknown = parsed.get(file);
  for (const key of field.split('.')) {
    value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  }
  return value;
}

/** The text at `field` (dotted, list items by number: `body.0`) of a YAML file under content/. */
export function contentText(file: string, field: string): string {
  const value = valueAt(file, field);
  if (typeof value !== 'string') throw new Error(`content/${file} has no text at ${field}`);
  return value;
}

/** What a Markdown post's front matter under content/ holds at `field`. */
function frontMatterAt(file: string, field: string): unknown {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(CONTENT_DIR, file), 'utf8'))?.[1];
  return frontMatter === undefined ? undefined : Reflect.get(Object(parse(frontMatter)), field);
}

/** The text at `field` of a Markdown post's front matter under content/: `frontMatterText('hi/blog/x.md', 'title')`. */
export function frontMatterText(file: string, field: string): string {
  const value = frontMatterAt(file, field);
  if (typeof value !== 'string') throw new Error(`content/${file} has no text at ${field} in its front matter`);
  return value;
}

/** The text at `field` of each item of the list at `list`: `contentTexts('testimonials/clients.yaml', 'items', 'quote')`. */
export function contentTexts(file: string, list: string, field: string): string[] {
  const items = valueAt(file, list);
  if (!Array.isArray(items)) throw new Error(`content/${file} has no list at ${list}`);
  return items.map((_item, index) => contentText(file, `${list}.${index}.${field}`));
}

/** The YAML files of a collection's folder under content/ (`interns/aarav-saxena.yaml`…), in the order their `order` field sets. */
export function filesInOrder(folder: string): string[] {
  const files = readdirSync(path.join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `${folder}/${name}`);
  const orderOf = (file: string) => {
    const order = valueAt(file, 'order');
    if (typeof order !== 'number') throw new Error(`content/${file} has no order`);
    return order;
  };
  return files.sort((a, b) => orderOf(a) - orderOf(b));
}

/** The Markdown files of a folder under content/ (`blog/how-to-choose-the-right-web-hosting-plan.md`…), by name. */
export function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** The folder under content/ that holds a language's posts. */
const blogFolder = (locale: 'en' | 'hi') => (locale === 'en' ? 'blog' : 'hi/blog');

/**
 * The text at `field` of a post's front matter in a language, or undefined where no file says it: a
 * Hindi post's own file first, then the English post of its name, which alone holds the dates and
 * images of the two (a Hindi file holds only the words).
 */
export function postText(locale: 'en' | 'hi', slug: string, field: string): string | undefined {
  const files = [`${blogFolder(locale)}/${slug}.md`, `blog/${slug}.md`].filter((file) => existsSync(path.join(CONTENT_DIR, file)));
  const value = files.map((file) => frontMatterAt(file, field)).find((candidate) => candidate !== undefined && candidate !== null);
  if (value !== undefined && typeof value !== 'string') throw new Error(`content/${files[0]} has no text at ${field} in its front matter`);
  return value;
}

/** The slugs of a language's posts (the names of its Markdown files), by name. */
export const postSlugs = (locale: 'en' | 'hi'): string[] => markdownFiles(blogFolder(locale)).map((file) => path.basename(file, '.md'));

/**
 * The slugs of a language's posts in the order its blog and feed list them, worked out here from the
 * files: the dated ones newest first by their front matter's `date` (ISO dates, so later sorts
 * after), then the undated; posts of one date, or of none, by slug.
 */
export function postSlugsNewestFirst(locale: 'en' | 'hi'): string[] {
  const posts = postSlugs(locale).map((slug) => ({ slug, date: postText(locale, slug, 'date') }));
  const dated = posts.flatMap(({ slug, date }) => (date === undefined ? [] : [{ slug, date }]));
  const undated = posts.flatMap(({ slug, date }) => (date === undefined ? [slug] : []));
  const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const newestFirst = dated.sort((a, b) => ascending(b.date, a.date) || ascending(a.slug, b.slug)).map(({ slug }) => slug);
  return [...newestFirst, ...undated.sort(ascending)];
}

/** The text with each {name} replaced by its value, written out here rather than with the site's own filling. */
export function filled(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{${name}}`, value), text);
}

/** The company's name as content/site.yaml writes it, for subjects that name it. */
export const siteName = (): string => contentText('site.yaml', 'name');

/** The site's address without its last slash, as content/site.yaml writes it: `https://www.pinkstonetech.in`. */
export const siteOrigin = (): string => contentText('site.yaml', 'url').replace(/\/$/, '');
