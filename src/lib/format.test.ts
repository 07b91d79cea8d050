import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from './format';

describe('formatRupees', () => {
  it('formats whole rupees with the rupee sign and Indian grouping', () => {
    expect(formatRupees(139)).toBe('₹139');
    expect(formatRupees(2399)).toBe('₹2,399');
    expect(formatRupees(11999)).toBe('₹11,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });
});

describe('formatCount', () => {
  it('shows values under 1000 with a plus', () => {
    expect(formatCount(0)).toBe('0+');
    expect(formatCount(15)).toBe('15+');
    expect(formatCount(150)).toBe('150+');
    expect(formatCount(999)).toBe('999+');
  });

  it('shows 1000 and more in thousands with k', () => {
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1500)).toBe('1.5k');
    expect(formatCount(1999)).toBe('1.9k');
    expect(formatCount(100000)).toBe('100k');
  });

  it('never rounds a value in progress up past what it is', () => {
    expect(formatCount(149.7)).toBe('149+');
    expect(formatCount(99_990)).toBe('99.9k');
  });

  it('counts in हज़ार and लाख on a Hindi page (the number held to its unit), rounding down as well', () => {
    expect(formatCount(150, 'hi')).toBe('150+');
    expect(formatCount(1000, 'hi')).toBe('1\u00a0हज़ार');
    expect(formatCount(1500, 'hi')).toBe('1.5\u00a0हज़ार');
    expect(formatCount(100000, 'hi')).toBe('1\u00a0लाख');
    expect(formatCount(99_999, 'hi')).toBe('99.9\u00a0हज़ार');
    expect(formatCount(150_000, 'hi')).toBe('1.5\u00a0लाख');
  });
});
