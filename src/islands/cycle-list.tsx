import { useEffect, useRef, useState } from 'react';
import { useInterval } from '../hooks/use-interval';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type { SectionOf } from '../schemas/section';
import styles from './cycle-list.module.css';

export type CycleListProps = Pick<SectionOf<'cycle'>, 'intervalMs' | 'items'>;

/**
 * Items highlighted one after another every few seconds (an island of the cycle section). The
 * cycle pauses while the pointer is over it or focus is inside it, and never runs under reduced
 * motion; choosing an item highlights it at once.
 */
export function CycleList({ intervalMs, items }: CycleListProps) {
  const list = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isReducedMotion = useReducedMotion();
  const isPaused = isHovered || isFocused || isReducedMotion;
  useInterval(() => setCurrent((index) => (index + 1) % items.length), isPaused ? null : intervalMs);
  // The pointer or focus may already be on it when it hydrates: no enter event will tell.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    setIsHovered(element.matches(':hover'));
    setIsFocused(element.contains(document.activeElement));
  }, []);

  return (
    <ol
      ref={list}
      className={`${styles.list} ${items.length > 4 ? styles.many : ''}`}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      {items.map((item, index) => {
        const isCurrent = index === current;
        return (
          <li key={item.title} className={`${styles.item} ${isCurrent ? styles.current : ''}`}>
            <button type="button" className={styles.button} aria-current={isCurrent ? 'step' : undefined} onClick={() => setCurrent(index)}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.title} lang={item.lang?.title}>
                {item.title}
              </span>
            </button>
            <p className={styles.text} lang={item.lang?.text}>
              {item.text}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
