import { describe, expect, it } from 'vitest';
import { searchable, searchWords } from './search';

describe('searchable', () => {
  it('reads Devanagari with or without the nukta, in either normal form, as the same word', () => {
    const composed = 'ज़रूरी'; // ज़ as one character (U+095B)
    const decomposed = 'ज\u093Cरूरी'; // ज and a nukta
    const plain = 'जरूरी';
    expect(new Set([composed, decomposed, plain].map(searchable)).size).toBe(1);
    expect(searchable('फ़ायदा').normalize('NFD')).toBe(searchable('फायदा').normalize('NFD'));
  });

  it('ignores case and keeps other marks (a matra is part of the word)', () => {
    expect(searchable('SEO सेवाएँ')).toBe('seo सेवाएँ');
    expect(searchable('सेवा')).not.toBe(searchable('सेव'));
    expect(searchWords('  Python   पाठ ')).toEqual(['python', 'पाठ']);
  });
});
