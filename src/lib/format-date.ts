import type { Site } from '../schemas/site';

/** A YYYY-MM-DD date as the site's readers expect it (e.g. 14 October 2026), the same on server and browser. */
export function formatDate(isoDate: string, { locale, timeZone }: Pick<Site, 'locale' | 'timeZone'>): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(`${isoDate}T12:00:00Z`));
}
