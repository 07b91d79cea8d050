import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createShaper, sfntOf } from './font-subset';
import { cutSubset, fontsCss, planFonts, planSubsets, readCopy, shapingTexts, textCodePoints, textsOf } from './vite-font-plugin';

const require = createRequire(import.meta.url);

/** The subset of a file, by its name, as code points written as text. */
const subsetText = (subsets: ReturnType<typeof planSubsets>, file: string) => String.fromCodePoint(...(subsets.find((s) => s.file === file)?.points ?? []));

const layout = { languages: { en: 'English', hi: 'हिन्दी' } };
const names = textCodePoints(layout.languages);

describe('the fonts, cut to the copy', () => {
  it('keep every character of the copy, and a character an editor adds gets its glyph', () => {
    const copy = { title: 'सेवाएँ', sections: [{ heading: 'Café' }] };
    const before = planSubsets(textCodePoints(copy), names);
    expect(subsetText(before, 'noto-devanagari-text.woff2')).toBe('एवसाेँ'.split('').sort().join(''));
    expect(subsetText(before, 'inter-text.woff2')).toContain('é');
    expect(subsetText(before, 'noto-devanagari-text.woff2')).not.toContain('ॐ');

    const after = planSubsets(textCodePoints({ ...copy, lead: 'ॐ शांति' }), names);
    expect(subsetText(after, 'noto-devanagari-text.woff2')).toContain('ॐ');
    // The face's unicode-range follows the file, so the browser asks for it where the character appears.
    expect(fontsCss(after)).toMatch(/url\('\.\/noto-devanagari-text\.woff2'\)[^}]*unicode-range:[^;]*U\+0950/);
    expect(fontsCss(before)).not.toMatch(/url\('\.\/noto-devanagari-text\.woff2'\)[^}]*unicode-range:[^;]*U\+0950/);
  });

  it('give the rupee sign of every price an Inter glyph, with or without it in the copy', () => {
    const subsets = planSubsets(textCodePoints({ title: 'Plans' }), names);
    expect(subsetText(subsets, 'inter-extra.woff2')).toBe('₹');
  });

  it('set the names of the languages in a family of their own, so English pages never load the Hindi text face', () => {
    const subsets = planSubsets(textCodePoints({ title: 'English only' }), names);
    expect(subsets.map((subset) => subset.file)).not.toContain('noto-devanagari-text.woff2');
    expect(subsets.find((subset) => subset.file === 'noto-devanagari-names.woff2')?.source.family).toBe('Noto Sans Devanagari Names');
    // The rest of the Devanagari range still has a face: a character a visitor types is never a box.
    expect(fontsCss(subsets)).toMatch(/font-family: 'Noto Sans Devanagari Variable';[^}]*devanagari-wght-normal\.woff2[^}]*unicode-range: U\+0900-097F/);
  });
});

/** How HarfBuzz draws a text in a font at a weight: its glyphs (missing or not), their advances and offsets (ids differ between a font and its cut). */
async function drawer(font: Uint8Array) {
  const shaper = createShaper(await sfntOf(font));
  return (text: string, weight: number, features: string[] = []) =>
    shaper.shape(text, weight, features).map(({ glyph, xAdvance, xOffset, yOffset }) => ({ missing: glyph === 0, at: [xAdvance, xOffset, yOffset] }));
}

type Drawing = ReturnType<Awaited<ReturnType<typeof drawer>>>;

/** The same glyphs in the same places; cutting the weight axis to 400–700 may move one by a unit (of 1,000 an em). */
const sameDrawing = (a: Drawing, b: Drawing) =>
  a.length === b.length &&
  a.every((glyph, index) => glyph.missing === b[index]!.missing && glyph.at.every((value, axis) => Math.abs(value - b[index]!.at[axis]!) <= 1));

const devanagariText = (subsets: ReturnType<typeof planSubsets>) => subsets.find((subset) => subset.file === 'noto-devanagari-text.woff2')!;
const sourceOf = (subset: ReturnType<typeof devanagariText>) => readFileSync(require.resolve(subset.source.file));

/** A face as the build cuts it for the site's copy (src/generated/, which npm run content writes). */
async function builtFace(file: string): Promise<Uint8Array> {
  const { subsets, texts } = await planFonts();
  const index = subsets.findIndex((subset) => subset.file === file);
  return cutSubset(subsets[index]!, sourceOf(subsets[index]!), texts[index]);
}
/** The Devanagari face cut for this copy, and the whole font it was cut from. */
async function cutFor(copy: object) {
  const subset = devanagariText(planSubsets(textCodePoints(copy), names));
  const source = sourceOf(subset);
  const cut = await cutSubset(subset, source, shapingTexts(subset, textsOf(copy)));
  return { subset, sourceBytes: source, source: await drawer(source), cut: await drawer(cut), bytes: cut.byteLength };
}

describe('the Devanagari face, cut to the glyphs the copy is drawn with', () => {
  const copy = { title: 'वेबसाइट डेवलपमेंट और प्रशिक्षण', lead: 'श्रेष्ठ क्लाइंट्स द्वारा, स्टाफ़ और पट', note: 'कृपया हिन्दी में लिखें' };

  it('draws every word of the copy as the whole font does, in every weight', async () => {
    const { subset, sourceBytes, source, cut, bytes } = await cutFor(copy);
    for (const word of textsOf(copy).flatMap((text) => text.split(/[\s,]+/))) {
      for (const weight of [400, 500, 600, 700]) expect(sameDrawing(cut(word, weight), source(word, weight)), `${word} at ${weight}`).toBe(true);
    }
    // The layout closure's cut (no texts) keeps every conjunct of these letters.
    expect(bytes).toBeLessThan((await cutSubset(subset, sourceBytes, undefined)).byteLength);
  });

  it('draws a word of the same letters that the copy never wrote with half forms, never a box or a bare virama', async () => {
    const { source, cut } = await cutFor(copy);
    // ष्ट is one conjunct in the whole font; the cut has no such glyph, so it sets half ष before ट.
    expect(source('स्पष्ट', 400)).toHaveLength(3);
    const drawn = cut('स्पष्ट', 400);
    expect(drawn.some((glyph) => glyph.missing)).toBe(false);
    expect(drawn).toHaveLength(4);
  });

  it('gives a conjunct an editor adds its own glyph', async () => {
    const before = await cutFor(copy);
    expect(sameDrawing(before.cut('स्पष्ट', 400), before.source('स्पष्ट', 400))).toBe(false);
    const after = await cutFor({ ...copy, answer: 'हम स्पष्ट लिखते हैं' });
    expect(sameDrawing(after.cut('स्पष्ट', 700), after.source('स्पष्ट', 700))).toBe(true);
  });

  it('in the build, draws every word of the Hindi copy as the whole font does', async () => {
    const { copy: texts } = await readCopy();
    const built = await drawer(await builtFace('noto-devanagari-text.woff2'));
    const source = await drawer(sourceOf(devanagariText(planSubsets(textCodePoints(texts), names))));
    const words = new Set(texts.flatMap((text) => text.match(/[\u0900-\u097f\u200c\u200d]+/g) ?? []));
    expect(words.size).toBeGreaterThan(1000);
    const differ: string[] = [];
    for (const word of words) for (const weight of [400, 700]) if (!sameDrawing(built(word, weight), source(word, weight))) differ.push(`${word} at ${weight}`);
    expect(differ).toEqual([]);
  });
});

describe('the Latin face, cut to the glyphs the copy is drawn with', () => {
  const inter = () => readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));

  it('in the build, draws every Latin text of the copy as the whole font does, in capitals too, and its figures tabular where the styles ask', async () => {
    const { copy: texts } = await readCopy();
    const built = await drawer(await builtFace('inter-text.woff2'));
    const source = await drawer(inter());
    const runs = new Set(texts.flatMap((text) => text.match(/[\x20-\x7e]+/g) ?? []).flatMap((run) => [run, run.toUpperCase()]));
    expect(runs.size).toBeGreaterThan(1000);
    const differ: string[] = [];
    for (const run of runs) for (const weight of [400, 700]) if (!sameDrawing(built(run, weight), source(run, weight))) differ.push(`${run} at ${weight}`);
    for (const weight of [400, 700])
      if (!sameDrawing(built('0123456789', weight, ['tnum']), source('0123456789', weight, ['tnum']))) differ.push(`tabular figures at ${weight}`);
    expect(differ).toEqual([]);
  });

  it("draws a form the copy never wrote with the letters' own glyphs, and keeps it once an editor writes it", async () => {
    const copy = { note: 'Fast pages for Jaipur' };
    const cutFor = async (value: object) => {
      const subset = planSubsets(textCodePoints(value), names).find((s) => s.file === 'inter-text.woff2')!;
      return drawer(await cutSubset(subset, inter(), shapingTexts(subset, textsOf(value))));
    };
    const source = await drawer(inter());
    // Inter joins - and > into one arrow; a cut for copy without it draws both, neither missing.
    expect(source('->', 400)).toHaveLength(1);
    const before = (await cutFor(copy))('->', 400);
    expect(before).toHaveLength(2);
    expect(before.some((glyph) => glyph.missing)).toBe(false);
    const after = await cutFor({ ...copy, step: 'Brief -> design' });
    expect(sameDrawing(after('->', 400), source('->', 400))).toBe(true);
  });
});
