import { useEffect, type RefObject } from 'react';

/**
 * Turns off the browser's own validation once the page is interactive, so the form's script can
 * check the fields in the spec's order and say so in its own words. Without JavaScript the
 * required/pattern attributes still guard the form.
 */
export function useNoValidate(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (ref.current) ref.current.noValidate = true;
  }, [ref]);
}
