import { useSyncExternalStore } from 'react';
import { isoDateIn } from '../lib/dates';

const subscribe = () => () => {};

/**
 * Today's date (YYYY-MM-DD) in `timeZone`, known only in the browser: the server and the
 * hydrating render get null, so the prerendered HTML and hydration agree.
 */
export function useToday(timeZone: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => isoDateIn(new Date(), timeZone),
    () => null,
  );
}
