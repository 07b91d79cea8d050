/*
 * Writes the site's font files into src/styles/generated/ when Vite starts (dev, build, tests) and,
 * in `npm run dev`, again after each content build, each cut to the characters the copy uses (the
 * text of every generated content file, in both languages) and the weights the styles use (400–700):
 *
 * - inter-text.woff2: Inter for the Latin characters of the copy and those the code writes itself
 *   (ASCII and a little typographic punctuation): each character's own glyph, and the forms the
 *   copy's texts are drawn with (ligatures, contextual forms, tabular figures), not every
 *   alternate Inter could make of them. The one font file every page preloads.
 * - inter-extra.woff2: Inter's glyphs beyond its latin file that the pages show: the rupee sign of
 *   every price, and any such character an editor writes.
 * - noto-devanagari-text.woff2: Noto Sans Devanagari for the Devanagari the Hindi copy uses: the
 *   glyphs its words are drawn with (each conjunct it writes, in every weight) and the forms any
 *   word of its consonants and vowel signs can take (half forms, reph, rakar, each vowel sign on
 *   each consonant), so a word a visitor types is drawn properly too, with half forms where the
 *   copy never wrote its conjunct. Not every conjunct the font could make: 30 KB instead of 50.
 * - noto-devanagari-names.woff2: a family of its own for the names of the languages the language
 *   switch shows (हिन्दी on every English page), so an English page never loads the Hindi text face.
 * - fonts.css: their @font-face rules, plus one for the whole latin and Devanagari files covering
 *   the rest of their ranges (a name with an accent, a character a visitor types), which browsers
 *   fetch only on a page that holds such a character.
 *
 * Each face's unicode-range is written from the same list of code points as its file, so a page
 * loads only the faces its characters need. Files are rewritten only when a source font, the
 * characters, the Devanagari words or harfbuzzjs change.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_OUT_DIR } from '../content/build-content';
import { cutFont, sfntOf, shapedGlyphs } from './font-subset';
import { isContentDevApi } from './vite-content-plugin';

const require = createRequire(import.meta.url);
const OUT_DIR = path.resolve('src/styles/generated');

type Range = readonly [first: number, last: number];

const ranges = (...list: Range[]) => list;

/** What fontsource's Inter latin file covers (its own unicode-range). */
const LATIN = ranges(
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
);

/** What fontsource's Inter latin-ext file covers, the rupee sign (U+20B9) among it. */
const LATIN_EXT = ranges(
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2020, 0x2020],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
);

/** What fontsource's Noto Sans Devanagari devanagari file covers, without the Latin signs Inter sets. */
const DEVANAGARI = ranges([0x0900, 0x097f], [0x1cd0, 0x1cf9], [0x200c, 0x200d], [0x20f0, 0x20f0], [0x25cc, 0x25cc], [0xa830, 0xa839], [0xa8e0, 0xa8ff]);

/**
 * What the code writes itself, whatever the copy says: ASCII, no-break space, © ® ° · ×, dashes,
 * curly quotes, bullet, ellipsis, €, ™, minus, and the rupee sign of prices (lib/format.ts).
 */
const CODE_TEXT = ranges(
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ae, 0x00ae],
  [0x00b0, 0x00b0],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
);

/** The weights src/styles/tokens.css names. */
const WEIGHTS = { min: 400, max: 700 } as const;
const NAMED_WEIGHTS = [400, 500, 600, 700];

/** Kerning, ligatures, contextual forms, marks and tabular figures; Inter's stylistic sets and alternates go. */
const LATIN_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** Features the styles turn on for some text (font-variant-numeric: tabular-nums): a cut by shaping keeps their forms too. */
const STYLE_FEATURES = ['tnum'];

/** A font file to cut from; `byShaping`: to the glyphs its texts are drawn with, not every form its code points could make. */
type Source = { family: string; file: string; range: readonly Range[]; byShaping?: true };

const SOURCES = {
  latin: { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', range: LATIN, byShaping: true },
  latinExt: { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', range: LATIN_EXT },
  devanagari: {
    family: 'Noto Sans Devanagari Variable',
    file: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    range: DEVANAGARI,
    byShaping: true,
  },
  names: {
    family: 'Noto Sans Devanagari Names',
    file: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    range: DEVANAGARI,
    byShaping: true,
  },
} satisfies Record<string, Source>;

function codePointsOf(ranges: readonly Range[]): Set<number> {
  const points = new Set<number>();
  for (const [first, last] of ranges) for (let point = first; point <= last; point++) points.add(point);
  return points;
}

/** Every text in a parsed JSON value (keys are field names, never shown). */
export function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) textsOf(item, into);
  return into;
}

/** Every code point of every text in a parsed JSON value. */
export function textCodePoints(value: unknown, into = new Set<number>()): Set<number> {
  for (const text of textsOf(value)) for (const char of text) into.add(char.codePointAt(0)!);
  return into;
}

const VIRAMA = 0x094d;
const RA = 0x0930;
const ZWJ = 0x200d;
const isConsonant = (point: number) => (point >= 0x0915 && point <= 0x0939) || (point >= 0x0958 && point <= 0x095f);
/** Vowel signs, nukta and the marks above and beside a letter (candrabindu, anusvara, visarga). */
const isSign = (point: number) =>
  (point >= 0x0900 && point <= 0x0903) ||
  (point >= 0x093a && point <= 0x094f && point !== 0x093d && point !== VIRAMA) ||
  (point >= 0x0955 && point <= 0x0957) ||
  point === 0x0962 ||
  point === 0x0963;

/**
 * What a subset cut by shaping keeps the glyphs of: every word of its code points the texts write,
 * as written and in capitals (the styles set eyebrows and badges in capitals), and the forms any
 * word of those letters can take, which the copy may never write: each Devanagari consonant with a
 * virama (dead and half forms), under a reph and over a rakar, and with each sign.
 */
export function shapingTexts(subset: Subset, texts: readonly string[]): string[] {
  const kept = new Set(subset.points);
  const words = new Set<string>();
  for (const text of texts) {
    let word = '';
    for (const char of text) {
      // Words, not whole sentences: an edit adds few new ones, and no form of the faces spans a space.
      if (kept.has(char.codePointAt(0)!) && !/\s/.test(char)) {
        word += char;
      } else if (word) {
        words.add(word).add(word.toUpperCase());
        word = '';
      }
    }
    if (word) words.add(word).add(word.toUpperCase());
  }
  const letter = String.fromCodePoint;
  const signs = subset.points.filter(isSign);
  for (const consonant of subset.points.filter(isConsonant)) {
    const forms = [[consonant], ...signs.map((sign) => [consonant, sign])];
    if (kept.has(VIRAMA)) forms.push([consonant, VIRAMA], [consonant, VIRAMA, ZWJ]);
    if (kept.has(VIRAMA) && kept.has(RA)) forms.push(...forms.map((form) => [RA, VIRAMA, ...form]), [consonant, VIRAMA, RA]);
    for (const form of forms) words.add(letter(...form));
  }
  return [...words].sort();
}

/** A font file to cut: its source, the code points it keeps, and the file it is written to. */
export type Subset = { source: Source; points: number[]; file: string; features?: string[] };

/**
 * The subsets to cut for the characters the copy uses (`copy`) and those of the language names
 * the switch shows (`names`): each source keeps the code points it covers, the code's own Latin
 * text always included.
 */
export function planSubsets(copy: Set<number>, names: Set<number>): Subset[] {
  // Control characters (line breaks in the copy) are never drawn.
  const used = new Set([...copy, ...codePointsOf(CODE_TEXT)].filter((point) => point >= 0x20));
  const keep = (source: Source, points: Set<number>) => {
    const covered = codePointsOf(source.range);
    return [...points].filter((point) => covered.has(point)).sort((a, b) => a - b);
  };
  const subsets: Subset[] = [
    { source: SOURCES.latin, points: keep(SOURCES.latin, used), file: 'inter-text.woff2', features: LATIN_FEATURES },
    { source: SOURCES.latinExt, points: keep(SOURCES.latinExt, used), file: 'inter-extra.woff2', features: LATIN_FEATURES },
    { source: SOURCES.devanagari, points: keep(SOURCES.devanagari, used), file: 'noto-devanagari-text.woff2' },
    { source: SOURCES.names, points: keep(SOURCES.names, names), file: 'noto-devanagari-names.woff2' },
  ];
  // Joiners alone shape nothing: a subset of nothing but them is no subset.
  return subsets.filter((subset) => subset.points.some((point) => point > 0x20 && point !== 0x200c && point !== 0x200d));
}

/** Sorted code points as CSS unicode-range values, with runs written as ranges. */
export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    parts.push(start === end ? hex(sorted[start]!) : `${hex(sorted[start]!)}-${hex(sorted[end]!).slice(2)}`);
    start = end + 1;
  }
  return parts.join(', ');
}

function fontFace(family: string, url: string, range: string): string {
  return [
    '@font-face {',
    `  font-family: '${family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
    `  src: url('${url}') format('woff2-variations');`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');
}

/** The stylesheet: each subset's face, and a face of the whole file for the rest of its range where the site's text may need it. */
export function fontsCss(subsets: Subset[]): string {
  const rest = (source: Source) => {
    const kept = new Set(subsets.filter((subset) => subset.source === source).flatMap((subset) => subset.points));
    return fontFace(source.family, source.file, unicodeRange([...codePointsOf(source.range)].filter((point) => !kept.has(point))));
  };
  return [
    '/* Generated by scripts/site/vite-font-plugin.ts. Do not edit. */',
    rest(SOURCES.latin),
    rest(SOURCES.devanagari),
    ...subsets.map((subset) => fontFace(subset.source.family, `./${subset.file}`, unicodeRange(subset.points))),
    '',
  ].join('\n');
}

/** The copy: every text the content build wrote, in every language, and the names of the languages. */
export async function readCopy(): Promise<{ copy: string[]; names: string[] }> {
  const copy: string[] = [];
  const files = (await readdir(DEFAULT_OUT_DIR, { recursive: true })).filter((name) => name.endsWith('.json') && !name.startsWith('json-schema'));
  for (const file of files) textsOf(JSON.parse(await readFile(path.join(DEFAULT_OUT_DIR, file), 'utf8')), copy);
  // Written by the content build, which validated it.
  const layout = JSON.parse(await readFile(path.join(DEFAULT_OUT_DIR, 'layout.json'), 'utf8')) as { languages: Record<string, string> };
  return { copy, names: textsOf(layout.languages) };
}

/** The font file of a subset, cut: to the glyphs its texts are drawn with (`texts`, from shapingTexts), or to all its code points could make. */
export async function cutSubset(subset: Subset, source: Uint8Array, texts: string[] | undefined): Promise<Buffer> {
  // Decompressed once, for the shaper and the subsetter alike.
  const sfnt = await sfntOf(source);
  const glyphs = texts ? shapedGlyphs(sfnt, texts, NAMED_WEIGHTS, STYLE_FEATURES) : undefined;
  return cutFont(sfnt, { points: subset.points, glyphs, features: subset.features, weights: WEIGHTS });
}

/** The faces the site's copy (src/generated/) is set in: each subset, and the texts whose glyphs it keeps when cut by shaping. */
export async function planFonts(): Promise<{ subsets: Subset[]; texts: (string[] | undefined)[] }> {
  if (!existsSync(path.join(DEFAULT_OUT_DIR, 'layout.json'))) throw new Error('The fonts are cut to the copy: run the content build (npm run content) first');
  const { copy, names } = await readCopy();
  const subsets = planSubsets(textCodePoints(copy), textCodePoints(names));
  const texts = subsets.map((subset) => (subset.source.byShaping ? shapingTexts(subset, subset.source === SOURCES.names ? names : copy) : undefined));
  return { subsets, texts };
}

async function writeFonts(): Promise<void> {
  const { subsets, texts } = await planFonts();
  const files = [...new Set(subsets.map((subset) => subset.source.file))];
  const sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(require.resolve(file))] as const)));
  // harfbuzzjs exports no package.json; its folder holds one.
  const harfbuzzPackage = path.join(path.dirname(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')), '../package.json');
  const harfbuzzVersion = (JSON.parse(await readFile(harfbuzzPackage, 'utf8')) as { version: string }).version;
  const settings = JSON.stringify({ WEIGHTS, NAMED_WEIGHTS, LATIN_FEATURES, STYLE_FEATURES, harfbuzzVersion });
  // A face is cut again only when its own source, characters or words changed: an edit to an
  // English post leaves the Devanagari faces alone, and one that adds no new word, every face.
  const stampsFile = path.join(OUT_DIR, 'stamps.json');
  const previous = existsSync(stampsFile) ? (JSON.parse(await readFile(stampsFile, 'utf8')) as Record<string, string>) : {};
  const stamps: Record<string, string> = {};
  await mkdir(OUT_DIR, { recursive: true });
  for (const [index, subset] of subsets.entries()) {
    const source = sources.get(subset.source.file)!;
    const key = createHash('sha256')
      .update(source)
      .update(JSON.stringify({ subset, texts: texts[index], settings }))
      .digest('hex');
    stamps[subset.file] = key;
    const file = path.join(OUT_DIR, subset.file);
    if (previous[subset.file] === key && existsSync(file)) continue;
    await writeIfChanged(file, await cutSubset(subset, source, texts[index]));
  }
  await writeIfChanged(path.join(OUT_DIR, 'fonts.css'), Buffer.from(fontsCss(subsets)));
  await writeFile(stampsFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

/** Writes the file unless it holds these bytes already: in npm run dev every write is a stylesheet update in every open page. */
async function writeIfChanged(file: string, data: Buffer): Promise<void> {
  if (existsSync(file) && (await readFile(file)).equals(data)) return;
  await writeFile(file, data);
}

export function fontPlugin(): Plugin {
  return {
    name: 'site-fonts',
    buildStart: writeFonts,
    // In npm run dev a character an editor adds gets its glyph with the next content build.
    configResolved(config) {
      config.plugins
        .map((plugin) => plugin.api as unknown)
        .find(isContentDevApi)
        ?.onBuilt(writeFonts);
    },
  };
}
