import generatedFormats from '../generated/date-formats.json';
import type { Site } from '../schemas/site';
import { calendarDateOptions, utcNoon, type DateFormats, type MonthStyle } from './date-formats';
import { dateTimeFormat } from './intl-formats';

const siteFormats = generatedFormats as DateFormats | null;

/**
 * A YYYY-MM-DD calendar date as the site's readers expect it (14 October 2026, or 14 Oct 2026 with
 * a short month). In the site's locale it is written from the formats the content build made, so
 * server and browser agree to the letter and the browser never loads Intl's date data for it,
 * which costs a phone tens of milliseconds on first use. Other locales go through Intl.
 */
export function formatDate(isoDate: string, { locale }: Pick<Site, 'locale'>, month: MonthStyle = 'long'): string {
  if (siteFormats?.locale !== locale) return dateTimeFormat(locale, calendarDateOptions(month)).format(utcNoon(isoDate));
  const [year, monthNumber, day] = isoDate.split('-').map(Number) as [number, number, number];
  const fields = { day: String(day), month: siteFormats[month].months[monthNumber - 1]!, year: String(year) };
  return siteFormats[month].parts.map((part) => ('field' in part ? fields[part.field] : part.literal)).join('');
}
