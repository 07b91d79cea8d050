import { describe, expect, it } from 'vitest';
import { deriveDateFormats } from './date-formats';
import { formatDate } from './format-date';

const intl = (isoDate: string, locale: string, month: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`));

describe('formatDate', () => {
  it('writes the day, month name and year in each language of the site', () => {
    expect(formatDate('2026-10-14', 'en')).toBe('14 October 2026');
    expect(formatDate('2026-03-02', 'en', 'short')).toBe('2 Mar 2026');
    // Hindi month names, Latin digits.
    expect(formatDate('2026-03-02', 'hi')).toBe('2 मार्च 2026');
  });

  it('writes every month as Intl does, from the tables the content build made', () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      for (const [locale, tag] of [
        ['en', 'en-IN'],
        ['hi', 'hi-IN'],
      ] as const) {
        expect([formatDate(date, locale), formatDate(date, locale, 'short')]).toEqual([intl(date, tag, 'long'), intl(date, tag, 'short')]);
      }
    }
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
