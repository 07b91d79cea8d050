/*
 * Writes the site's font files into src/styles/generated/ when Vite starts (dev, build, tests) and,
 * in `npm run dev`, again after each content build, each cut to the characters the copy uses (the
 * text of every generated content file, in both languages) and the weights the styles use (400–700):
 *
 * - inter-text.woff2: Inter for the Latin characters of the copy and those the code writes itself
 *   (ASCII and a little typographic punctuation). The one font file every page preloads.
 * - inter-extra.woff2: Inter's glyphs beyond its latin file that the pages show: the rupee sign of
 *   every price, and any such character an editor writes.
 * - noto-devanagari-text.woff2: Noto Sans Devanagari for the Devanagari the Hindi copy uses, with
 *   the shaping rules (conjuncts, matras) those characters need.
 * - noto-devanagari-names.woff2: a family of its own for the names of the languages the language
 *   switch shows (हिन्दी on every English page), so an English page never loads the Hindi text face.
 * - fonts.css: their @font-face rules, plus one for the whole latin and Devanagari files covering
 *   the rest of their ranges (a name with an accent, a character a visitor types), which browsers
 *   fetch only on a page that holds such a character.
 *
 * Each face's unicode-range is written from the same list of code points as its file, so a page
 * loads only the faces its characters need. Files are rewritten only when a source font, the
 * characters or subset-font change.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { DEFAULT_OUT_DIR } from './build-content';
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

/** Kerning, ligatures, contextual forms, marks and tabular figures; Inter's stylistic sets and alternates go. */
const LATIN_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

type Source = { family: string; file: string; range: readonly Range[] };

const SOURCES = {
  latin: { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', range: LATIN },
  latinExt: { family: 'Inter Variable', file: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', range: LATIN_EXT },
  devanagari: {
    family: 'Noto Sans Devanagari Variable',
    file: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    range: DEVANAGARI,
  },
  names: {
    family: 'Noto Sans Devanagari Names',
    file: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    range: DEVANAGARI,
  },
} satisfies Record<string, Source>;

function codePointsOf(ranges: readonly Range[]): Set<number> {
  const points = new Set<number>();
  for (const [first, last] of ranges) for (let point = first; point <= last; point++) points.add(point);
  return points;
}

/** Every code point of every text in a parsed JSON value (keys are field names, never shown). */
export function textCodePoints(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'string') for (const char of value) into.add(char.codePointAt(0)!);
  else if (Array.isArray(value)) for (const item of value) textCodePoints(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) textCodePoints(item, into);
  return into;
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
    '/* Generated by scripts/vite-font-plugin.ts. Do not edit. */',
    rest(SOURCES.latin),
    rest(SOURCES.devanagari),
    ...subsets.map((subset) => fontFace(subset.source.family, `./${subset.file}`, unicodeRange(subset.points))),
    '',
  ].join('\n');
}

/** The code points of the copy: every text the content build wrote, in every language. */
async function copyCodePoints(): Promise<{ copy: Set<number>; names: Set<number> }> {
  const copy = new Set<number>();
  const names = (await readdir(DEFAULT_OUT_DIR, { recursive: true })).filter((name) => name.endsWith('.json') && !name.startsWith('json-schema'));
  for (const name of names) textCodePoints(JSON.parse(await readFile(path.join(DEFAULT_OUT_DIR, name), 'utf8')), copy);
  // Written by the content build, which validated it.
  const layout = JSON.parse(await readFile(path.join(DEFAULT_OUT_DIR, 'layout.json'), 'utf8')) as { languages: Record<string, string> };
  return { copy, names: textCodePoints(layout.languages) };
}

async function writeFonts(): Promise<void> {
  if (!existsSync(path.join(DEFAULT_OUT_DIR, 'layout.json'))) throw new Error('The fonts are cut to the copy: run the content build (npm run content) first');
  const { copy, names } = await copyCodePoints();
  const subsets = planSubsets(copy, names);
  const files = [...new Set(subsets.map((subset) => subset.source.file))].sort();
  const sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(require.resolve(file))] as const)));
  const subsetFontVersion = (require('subset-font/package.json') as { version: string }).version;
  const hash = createHash('sha256');
  for (const file of files) hash.update(sources.get(file)!);
  const key = hash.update(JSON.stringify({ subsets, CODE_TEXT, WEIGHTS, LATIN_FEATURES, subsetFontVersion })).digest('hex');
  const stamp = path.join(OUT_DIR, 'stamp');
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === key) return;

  await mkdir(OUT_DIR, { recursive: true });
  for (const subset of subsets) {
    const font = await subsetFont(sources.get(subset.source.file)!, String.fromCodePoint(...subset.points), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
      // Devanagari keeps every layout feature: its conjuncts and matras are made by them.
      ...(subset.features ? { keepFeatures: subset.features } : {}),
    });
    await writeFile(path.join(OUT_DIR, subset.file), font);
  }
  await writeFile(path.join(OUT_DIR, 'fonts.css'), fontsCss(subsets));
  await writeFile(stamp, key);
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
