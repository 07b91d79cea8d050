import type { Site } from '../schemas/site';
import { dateTimeFormat } from './intl-formats';

/**
 * A YYYY-MM-DD date as the site's readers expect it (14 October 2026, or 14 Oct 2026 with a short
 * month), the same on server and browser.
 */
export function formatDate(
  isoDate: string,
  { locale, timeZone }: Pick<Site, 'locale' | 'timeZone'>,
  month: 'long' | 'short' = 'long',
): string {
  return dateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone }).format(new Date(`${isoDate}T12:00:00Z`));
}
