import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the day, month name and year in the site locale and time zone', () => {
    expect(formatDate('2026-10-14', { locale: 'en-IN', timeZone: 'Asia/Kolkata' })).toBe('14 October 2026');
    expect(formatDate('2026-01-01', { locale: 'en-US', timeZone: 'America/Los_Angeles' })).toBe('January 1, 2026');
  });

  it('shortens the month when asked, as the home page cards do', () => {
    expect(formatDate('2026-03-12', { locale: 'en-IN', timeZone: 'Asia/Kolkata' }, 'short')).toBe('12 Mar 2026');
  });

  it('keeps each locale and month style apart when dates are formatted in turn', () => {
    const site = { locale: 'en-IN', timeZone: 'Asia/Kolkata' };
    expect([formatDate('2026-03-12', site), formatDate('2026-03-12', site, 'short'), formatDate('2026-03-12', { ...site, locale: 'en-US' })]).toEqual([
      '12 March 2026',
      '12 Mar 2026',
      'March 12, 2026',
    ]);
  });
});
