import { useSyncExternalStore } from 'react';
import { isoDateIn } from '../lib/dates';
import { formatDate } from '../lib/format-date';
import type { MonthStyle } from '../lib/date-formats';
import type { Locale } from '../lib/locale';

const subscribeToNothing = () => () => {};

export type TodayDateProps = { locale: Locale; timeZone: string; month: MonthStyle };

/**
 * Today's date in the site's time zone (an island: a post without a date shows today's date on the
 * home page, SPEC.md §3). Only the browser knows the day the page is read, so the prerendered page
 * and the hydrating render leave it empty and the date follows at once.
 */
export function TodayDate({ locale, timeZone, month }: TodayDateProps) {
  const today = useSyncExternalStore(
    subscribeToNothing,
    () => isoDateIn(new Date(), timeZone),
    () => null,
  );
  // The element is there from the start (empty), so the island has something to watch come into view.
  return <time dateTime={today ?? undefined}>{today && formatDate(today, locale, month)}</time>;
}
