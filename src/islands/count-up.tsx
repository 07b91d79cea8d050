import { useRef, useSyncExternalStore } from 'react';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { formatCount } from '../lib/format';
import type { Locale } from '../lib/locale';
import styles from '../sections/counters-section.module.css';

const COUNT_UP_MS = 1000;

const subscribeToNothing = () => () => {};

/** `locale` is the page's language, which names the units (lib/format.ts). */
export type CountUpProps = { value: number; locale: Locale };

/**
 * A counter's figure (an island of the counters section). The page's HTML shows the final figure,
 * so it reads right without JavaScript; once hydrated it counts up from 0 as soon as half of it is
 * visible, or stays at the final figure under reduced motion.
 */
export function CountUp({ value, locale }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const isReducedMotion = useReducedMotion();
  const isInView = useInView(ref, 0.5);
  const counted = useCountUp(value, COUNT_UP_MS, isInView, isReducedMotion);
  const shown = isHydrated && !isReducedMotion ? counted : value;
  return (
    // Screen readers hear the final figure once (beside it), not every step of the animation.
    <span ref={ref} className={styles.value} aria-hidden="true" data-testid="counter-value">
      {formatCount(shown, locale)}
    </span>
  );
}
