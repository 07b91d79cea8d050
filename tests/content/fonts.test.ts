import { describe, expect, it } from 'vitest';
import { fontsCss, planSubsets, textCodePoints } from '../../scripts/vite-font-plugin';

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
