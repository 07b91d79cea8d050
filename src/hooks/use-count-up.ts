import { useEffect, useState } from 'react';

/** Ticks per second of the count-up: smooth enough to read as motion, few enough renders. */
const TICK_MS = 40;

/**
 * Counts from 0 to `target` over `durationMs` once `isStarted` turns true, easing out so it
 * settles gently. Under reduced motion it shows `target` as soon as it starts. Before it starts
 * (and in the prerendered HTML) the value is 0.
 */
export function useCountUp(target: number, durationMs: number, isStarted: boolean, isReducedMotion: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  const isInstant = isReducedMotion || durationMs <= 0;
  const isDone = elapsed >= durationMs;
  useEffect(() => {
    if (!isStarted || isInstant || isDone) return;
    const id = window.setInterval(() => setElapsed((previous) => Math.min(durationMs, previous + TICK_MS)), TICK_MS);
    return () => window.clearInterval(id);
  }, [isStarted, isInstant, isDone, durationMs]);
  if (!isStarted) return 0;
  if (isInstant) return target;
  const progress = Math.min(1, elapsed / durationMs);
  const eased = 1 - (1 - progress) ** 3;
  return progress >= 1 ? target : Math.floor(target * eased);
}
