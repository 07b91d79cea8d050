import { useEffect, useRef } from 'react';

/** Calls `callback` every `delayMs`; `null` pauses (on hover, on focus, under reduced motion). */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delayMs === null) return;
    const id = window.setInterval(() => latest.current(), delayMs);
    return () => window.clearInterval(id);
  }, [delayMs]);
}
