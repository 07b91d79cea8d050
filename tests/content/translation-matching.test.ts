/*
 * The Hindi edition against changes to the English content, in a copy of content/: an item inserted
 * at the start, in the middle and at the end of every English list with words leaves every Hindi
 * text the Hindi site showed before (read from the Hindi file itself) beside the English item it
 * translates, and shows the new item in English; a figure and a link changed in English build cleanly and leave the Hindi texts
 * that repeat them stale, shown in English.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { buildContent } from '../../scripts/content/build-content';
import { fieldsOfKind } from '../../scripts/content/translation';
import { collections, type Collection } from '../../src/schemas/collections';

const ENGLISH = 'en-IN';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Path = (string | number)[];
const at = (value: unknown, where: Path): unknown =>
  where.reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? Reflect.get(node, key) : undefined), value);

/** The texts of a file its schema calls words (not links, media, icons, slugs…), by path: the English file's, which the test changes. */
type Words = (where: Path) => boolean;
const wordsOf = (collection: Collection, data: unknown): Words => {
  const paths = new Set(fieldsOfKind(collection.schema, data, 'words').map((field) => field.path.join('.')));
  return (where) => paths.has(where.join('.'));
};

/** A new item like `model` (at `where` in a file whose words are `isWord`): its texts replaced by words of its own (returned with their paths), its key made new. */
function inserted(model: unknown, where: Path, isWord: Words, key: string): { item: unknown; texts: { at: Path; text: string }[] } {
  const texts: { at: Path; text: string }[] = [];
  const copy = (value: unknown, trail: Path): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => copy(item, [...trail, i]));
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, copy(item, [...trail, name])]));
    if (!isWord([...where, ...trail])) return value;
    const text = `Inserted words for ${key}`;
    texts.push({ at: trail, text });
    return text;
  };
  const item = copy(model, []);
  if (isRecord(item) && typeof item.href === 'string') item.href = item.href.startsWith('https://') ? `https://example.com/${key}` : `/contact-us#${key}`;
  return { item, texts };
}

/** Every list of a value whose items hold words, with its path. */
function listsOf(value: unknown, isWord: Words, trail: Path = []): Path[] {
  if (Array.isArray(value)) {
    const hasWords = value.length > 0 && inserted(value[0], [...trail, 0], isWord, 'x').texts.length > 0;
    return [...(hasWords ? [trail] : []), ...value.flatMap((item, i) => listsOf(item, isWord, [...trail, i]))];
  }
  return isRecord(value) ? Object.entries(value).flatMap(([key, item]) => listsOf(item, isWord, [...trail, key])) : [];
}

/**
 * `list`: where the list was in the English file (and is in the Hindi file); `now`: where it is
 * once every insertion of its file is made; `isWord`: the English file's words before.
 */
type Insertion = {
  file: string;
  collection: Collection;
  slug: string | undefined;
  list: Path;
  now: Path;
  index: number;
  texts: { at: Path; text: string }[];
  isWord: Words;
};

const yamlFiles = (contentDir: string) =>
  collections.flatMap((collection): { collection: Collection; file: string; slug: string | undefined }[] => {
    if (collection.translated === 'english') return [];
    if (collection.kind === 'file') return [{ collection, file: collection.file, slug: undefined }];
    if (collection.kind !== 'yaml-folder') return [];
    const names = readdirSync(path.join(contentDir, collection.dir)).filter((name) => name.endsWith('.yaml'));
    return names.map((name) => ({ collection, file: `${collection.dir}/${name}`, slug: name.replace(/\.yaml$/, '') }));
  });

/**
 * Inserts a new item into every list with words of every English YAML file, at `where`, where the
 * file's schema still takes it (a list of exactly four cards takes no fifth).
 */
function insertEverywhere(contentDir: string, where: 'start' | 'middle' | 'end'): Insertion[] {
  const done: Insertion[] = [];
  for (const { collection, file, slug } of yamlFiles(contentDir)) {
    const absolute = path.join(contentDir, file);
    const data: unknown = parse(readFileSync(absolute, 'utf8'));
    const withSlug = () => (slug === undefined ? data : { ...(isRecord(data) ? data : {}), slug });
    const isWord = wordsOf(collection, withSlug());
    // Inner lists first, so a list's path still leads to it once an outer list has grown.
    for (const list of listsOf(data, isWord).reverse()) {
      const items = at(data, list);
      if (!Array.isArray(items)) continue;
      const index = where === 'start' ? 0 : where === 'middle' ? Math.floor(items.length / 2) : items.length;
      const { item, texts } = inserted(items[0], [...list, 0], isWord, `inserted-${done.length}`);
      items.splice(index, 0, item);
      if (collection.schema.safeParse(withSlug()).success) done.push({ file, collection, slug, list, now: [...list], index, texts, isWord });
      else items.splice(index, 1);
    }
    // A list inside an item that an insertion into an outer list moved down is one further down.
    const own = done.filter((insertion) => insertion.file === file);
    for (const inner of own) {
      for (const outer of own.filter((o) => o.list.length < inner.list.length && o.list.every((segment, i) => segment === inner.list[i]))) {
        const position = inner.list[outer.list.length];
        if (typeof position === 'number' && position >= outer.index) inner.now[outer.list.length] = Number(inner.now[outer.list.length]) + 1;
      }
    }
    writeFileSync(absolute, stringify(data, { lineWidth: 0 }));
  }
  return done;
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function copyOfContent(): { contentDir: string; outDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'translation-matching-'));
  temporary.push(root);
  const contentDir = path.join(root, 'content');
  cpSync(path.resolve('content'), contentDir, { recursive: true });
  return { contentDir, outDir: path.join(root, 'generated') };
}

/** The Hindi data of a file as the build wrote it. */
function hindiOf(outDir: string, collection: Collection, slug: string | undefined): unknown {
  const data: unknown = JSON.parse(readFileSync(path.join(outDir, 'hi', `${collection.name}.json`), 'utf8'));
  return slug === undefined ? data : Array.isArray(data) ? data.find((item) => isRecord(item) && item.slug === slug) : undefined;
}

describe('Hindi texts stay beside the English items they translate', () => {
  // The Hindi site as built before any insertion: a Hindi text it shows (not stale, say) is one the insertions must leave in place.
  let outBefore = '';
  beforeAll(async () => {
    const copy = copyOfContent();
    outBefore = copy.outDir;
    expect((await buildContent(copy)).problems).toEqual([]);
  }, 120_000);

  describe.each(['start', 'middle', 'end'] as const)('an item inserted at the %s of every English list with words', (where) => {
    let insertions: Insertion[] = [];
    let outDir = '';
    let contentDir = '';
    beforeAll(async () => {
      ({ contentDir, outDir } = copyOfContent());
      insertions = insertEverywhere(contentDir, where);
      const result = await buildContent({ contentDir, outDir });
      expect(result.problems).toEqual([]);
    }, 120_000);

    it('was made in many lists of many files', () => {
      expect(insertions.length).toBeGreaterThan(100);
      expect(new Set(insertions.map((insertion) => insertion.file)).size).toBeGreaterThan(40);
    });

    it('leaves each Hindi text of the Hindi file beside its own English item, and shows the new item in English', () => {
      let compared = 0;
      for (const { file, collection, slug, list, now, index, texts, isWord } of insertions) {
        const hindiFile: unknown = parse(readFileSync(path.join(contentDir, 'hi', file), 'utf8'));
        const translated = at(hindiFile, list);
        const shown = at(hindiOf(outDir, collection, slug), now);
        expect([file, Array.isArray(shown)], `${file} ${list.join('.')}`).toEqual([file, true]);
        if (!Array.isArray(shown) || !Array.isArray(translated)) continue;
        // Each Hindi item, in the Hindi file's order, is now one further down from the insertion on.
        translated.forEach((item, i) => {
          const now = shown[i < index ? i : i + 1];
          // The item's own texts: those of lists inside it are checked with those lists.
          const own =
            typeof item === 'string'
              ? [{ at: [] as Path }]
              : inserted(item, [...list, i], isWord, 'x').texts.filter((text) => text.at.every((segment) => typeof segment === 'string'));
          const words = own.map((word) => ({ at: word.at, text: String(typeof item === 'string' ? item : at(item, word.at)) }));
          const shownBefore = at(hindiOf(outBefore, collection, slug), [...list, i]);
          for (const word of words.filter((w) => at(shownBefore, w.at) === w.text)) {
            compared += 1;
            expect([file, list.join('.'), i, word.at.join('.'), at(now, word.at)]).toEqual([file, list.join('.'), i, word.at.join('.'), word.text]);
          }
        });
        const added = shown[index];
        for (const text of texts) {
          expect([file, list.join('.'), text.at.join('.'), at(added, text.at)]).toEqual([file, list.join('.'), text.at.join('.'), text.text]);
          // The tag of the new text is on its object (a text of a list of texts: on the list's object, by index).
          const tagAt = (object: unknown, where: Path, position: number) =>
            at(at(object, where.slice(0, -1)), ['lang', String(where[where.length - 1]), position]);
          const last = text.at[text.at.length - 1];
          const tag =
            typeof added === 'string'
              ? tagAt(hindiOf(outDir, collection, slug), now, index)
              : typeof last === 'number'
                ? tagAt(added, text.at.slice(0, -1), last)
                : at(added, [...text.at.slice(0, -1), 'lang', last!]);
          expect([file, list.join('.'), text.at.join('.'), tag]).toEqual([file, list.join('.'), text.at.join('.'), ENGLISH]);
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  });
});

describe('a figure and a link changed in English', () => {
  it('build cleanly, and the Hindi texts that repeat them show English, listed as stale with the English before and after', async () => {
    const { contentDir, outDir } = copyOfContent();
    const edit = (file: string, from: string, to: string) => {
      const absolute = path.join(contentDir, file);
      const text = readFileSync(absolute, 'utf8');
      expect(text).toContain(from);
      writeFileSync(absolute, text.replace(from, to));
    };
    edit('hosting-plans/basic.yaml', '10 GB disk space', '20 GB disk space');
    edit('blog/how-to-choose-the-right-web-hosting-plan.md', '(/services/web-hosting-service)', '(/web-hosting-service)');
    const result = await buildContent({ contentDir, outDir, strict: true });
    expect([...result.problems, ...result.warnings]).toEqual([]);
    const [report] = result.translations;
    const stale = (file: string) => report!.translations.find((entry) => entry.translation.endsWith(`content/hi/${file}`))?.stale;
    expect(stale('hosting-plans/basic.yaml')).toEqual([{ field: 'features[2]', line: 7, before: '10 GB disk space', after: '20 GB disk space' }]);
    expect(stale('blog/how-to-choose-the-right-web-hosting-plan.md')).toEqual([expect.objectContaining({ field: 'body' })]);
    const basic = hindiOf(
      outDir,
      collections.find((c) => c.name === 'hosting-plans')!,
      'basic',
    );
    expect(at(basic, ['features', 2])).toBe('20 GB disk space');
    expect(at(basic, ['lang', 'features', 2])).toBe(ENGLISH);
    // The other features keep their Hindi.
    expect(at(basic, ['features', 1])).toBe('1 ई-मेल ID');
    const post = hindiOf(
      outDir,
      collections.find((c) => c.name === 'posts')!,
      'how-to-choose-the-right-web-hosting-plan',
    );
    expect(at(post, ['lang', 'html'])).toBe(ENGLISH);
    expect(String(at(post, ['html']))).toContain('href="/hi/web-hosting-service"');
  });
});

describe('a stale text the editor confirms as still right', () => {
  it('shows its Hindi again once confirmed (npm run content -- --confirm FILE:FIELD), with the record written, and only that text', async () => {
    const { contentDir, outDir } = copyOfContent();
    const english = path.join(contentDir, 'hosting-plans/basic.yaml');
    const text = readFileSync(english, 'utf8');
    // A change of case that leaves the Hindi right, and one that does not.
    writeFileSync(english, text.replace('10 GB disk space', '10 GB Disk Space').replace('Unlimited bandwidth', 'Unmetered bandwidth'));
    const hindiFile = path.join(contentDir, 'hi/hosting-plans/basic.yaml');
    const stale = async (options: { confirm?: string[]; record?: boolean } = {}) => {
      const result = await buildContent({ contentDir, outDir, ...options });
      expect(result.problems).toEqual([]);
      return result.translations[0]!.translations.find((entry) => entry.translation.endsWith('content/hi/hosting-plans/basic.yaml'))?.stale.map(
        (text) => text.field,
      );
    };
    expect(await stale()).toEqual(['features[2]', 'features[4]']);

    expect(await stale({ confirm: [`${hindiFile}:features[2]`], record: true })).toEqual(['features[4]']);
    const plans = collections.find((c) => c.name === 'hosting-plans')!;
    expect(at(hindiOf(outDir, plans, 'basic'), ['features', 2])).toBe('10 GB डिस्क स्पेस');
    expect(at(hindiOf(outDir, plans, 'basic'), ['features', 4])).toBe('Unmetered bandwidth');
    // The record keeps it: a later build, and npm run check's strict one, agree.
    expect(await stale()).toEqual(['features[4]']);
    expect((await buildContent({ contentDir, outDir, strict: true })).problems).toEqual([]);
    expect(readFileSync(path.join(contentDir, 'hi/.translated-from/hosting-plans/basic.yaml'), 'utf8')).toContain('en: 10 GB Disk Space');

    // A name that is no translation is told, and nothing is written.
    const wrong = await buildContent({ contentDir, outDir, confirm: [path.join(contentDir, 'hi/hosting-plans/basik.yaml')], record: true });
    expect(wrong.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('--confirm names no translation')]);
  });
});
