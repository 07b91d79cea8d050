import { useRef } from 'react';
import { Icon } from '../components/icon';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { formatCount } from '../lib/format';
import type { SectionOf } from '../schemas/section';
import styles from './counters-section.module.css';

const COUNT_UP_MS = 1000;

type Counter = SectionOf<'counters'>['items'][number];

/** Figures that count up from 0 once half of the block is visible (at once under reduced motion). */
export function CountersSection({ heading, items }: SectionOf<'counters'>) {
  const listRef = useRef<HTMLUListElement>(null);
  const isInView = useInView(listRef, 0.5);
  const isReducedMotion = useReducedMotion();
  return (
    <section className={styles.section}>
      <div className="container">
        <h2 className="visually-hidden">{heading}</h2>
        <ul ref={listRef} className={styles.list}>
          {items.map((item) => (
            <CounterItem key={item.label} item={item} isStarted={isInView || isReducedMotion} isReducedMotion={isReducedMotion} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function CounterItem({ item, isStarted, isReducedMotion }: { item: Counter; isStarted: boolean; isReducedMotion: boolean }) {
  const value = useCountUp(item.value, COUNT_UP_MS, isStarted, isReducedMotion);
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <Icon name={item.icon} size={28} />
      </span>
      {/* Screen readers hear the final figure once, not every step of the animation. */}
      <span className={styles.value} aria-hidden="true" data-testid="counter-value">
        {formatCount(value)}
      </span>
      <span className="visually-hidden">{formatCount(item.value)}</span>
      <span className={styles.label}>{item.label}</span>
    </li>
  );
}
