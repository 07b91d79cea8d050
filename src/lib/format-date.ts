import { dateFormats } from '../generated/content/date-formats';
import { calendarDateOptions, utcNoon, type DateFormats, type MonthStyle } from './date-formats';
import { dateTimeFormat } from './intl-formats';
import { LOCALE_TAGS, type Locale } from './locale';

const tables: Record<Locale, DateFormats | null> = dateFormats;

/**
 * A YYYY-MM-DD calendar date as the readers of a language expect it (14 October 2026, 14 अक्टूबर
 * 2026, or with a short month). It is written from the tables the content build made, so server and
 * browser agree to the letter and the browser never loads Intl's date data for it, which costs a
 * phone tens of milliseconds on first use. A language without a table (one that writes other
 * digits) goes through Intl.
 */
export function formatDate(isoDate: string, locale: Locale, month: MonthStyle = 'long'): string {
  const table = tables[locale];
  if (!table) return dateTimeFormat(LOCALE_TAGS[locale], calendarDateOptions(month)).format(utcNoon(isoDate));
  const [year, monthNumber, day] = isoDate.split('-').map(Number) as [number, number, number];
  const fields = { day: String(day), month: table[month].months[monthNumber - 1]!, year: String(year) };
  return table[month].parts.map((part) => ('field' in part ? fields[part.field] : part.literal)).join('');
}
