import { useEffect, useRef } from 'react';

/** Calls `callback` once after `delayMs`; `null` cancels. Restarts when the delay or `key` changes. */
export function useTimeout(callback: () => void, delayMs: number | null, key?: unknown): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delayMs === null) return;
    const id = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(id);
  }, [delayMs, key]);
}
