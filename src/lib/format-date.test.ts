import { describe, expect, it } from 'vitest';
import { deriveDateFormats } from './date-formats';
import { formatDate } from './format-date';

const site = { locale: 'en-IN' };
const intl = (isoDate: string, locale: string, month: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

describe('formatDate', () => {
  it('writes the day, month name and year in the site locale', () => {
    expect(formatDate('2026-10-14', site)).toBe('14 October 2026');
    expect(formatDate('2026-03-02', site, 'short')).toBe('2 Mar 2026');
  });

  it('writes every month of the site locale as Intl does, from the formats the content build made', () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect([formatDate(date, site), formatDate(date, site, 'short')]).toEqual([intl(date, 'en-IN', 'long'), intl(date, 'en-IN', 'short')]);
    }
  });

  it('formats other locales with Intl, and keeps each locale and month style apart', () => {
    expect([
      formatDate('2026-01-01', { locale: 'en-US' }),
      formatDate('2026-03-12', site, 'short'),
      formatDate('2026-03-12', { locale: 'en-US' }, 'short'),
    ]).toEqual(['January 1, 2026', '12 Mar 2026', 'Mar 12, 2026']);
  });
});

describe('deriveDateFormats', () => {
  it('reads the order of the parts and the month names of a locale', () => {
    const formats = deriveDateFormats('en-US')!;
    expect(formats.long.parts).toEqual([{ field: 'month' }, { literal: ' ' }, { field: 'day' }, { literal: ', ' }, { field: 'year' }]);
    expect(formats.short.months.slice(0, 3)).toEqual(['Jan', 'Feb', 'Mar']);
  });

  it('leaves locales that write other digits to Intl', () => {
    expect(deriveDateFormats('ar-EG')).toBeNull();
  });
});
