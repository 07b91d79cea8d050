import { useMediaQuery } from './use-media-query';

/** True when the visitor asked for less motion: carousels stop and counters show final values. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
