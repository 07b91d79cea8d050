import { dateTimeFormat } from './intl-formats';

export type MonthStyle = 'long' | 'short';
type DatePart = { field: 'day' | 'month' | 'year' } | { literal: string };
/** How a locale writes a calendar date: its parts in order and its twelve month names. */
export type DateFormat = { parts: DatePart[]; months: string[] };
export type DateFormats = { locale: string } & Record<MonthStyle, DateFormat>;

/** Calendar dates are formatted at noon UTC, so no time zone moves them to another day. */
export const calendarDateOptions = (month: MonthStyle): Intl.DateTimeFormatOptions => ({ day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
export const utcNoon = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`);

/**
 * A locale's date formats, worked out with Intl where the content is built (scripts/content/build-content.ts)
 * and written to src/generated/date-formats.json for src/lib/format-date.ts. Null for a locale
 * that writes numbers with other digits: its dates go through Intl each time.
 */
export function deriveDateFormats(locale: string): DateFormats | null {
  if (new Intl.NumberFormat(locale).resolvedOptions().numberingSystem !== 'latn') return null;
  const derive = (month: MonthStyle): DateFormat => {
    const format = dateTimeFormat(locale, calendarDateOptions(month));
    // The 14th of each month: a two-digit day, and month names in the form a full date uses.
    const byMonth = Array.from({ length: 12 }, (_, index) => format.formatToParts(utcNoon(`2026-${String(index + 1).padStart(2, '0')}-14`)));
    const parts = byMonth[0]!.map((part): DatePart =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? { field: part.type } : { literal: part.value },
    );
    return { parts, months: byMonth.map((monthParts) => monthParts.find((part) => part.type === 'month')!.value) };
  };
  return { locale, long: derive('long'), short: derive('short') };
}
