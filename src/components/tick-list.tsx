import { Icon } from './icon';
import styles from './tick-list.module.css';

export type TickListProps = {
  items: readonly string[];
  /** The list's own spacing and type size. */
  className?: string;
  /** `large`: a bigger, circled tick, for the few selling points of an offer. */
  size?: 'regular' | 'large';
};

/**
 * Short lines, each after a tick: a course's topics, a hosting plan's features, an offer's points.
 * The tick is green unless the list sets `--tick-color` (on a dark band, for one).
 */
export function TickList({ items, className, size = 'regular' }: TickListProps) {
  const isLarge = size === 'large';
  return (
    <ul className={[styles.list, isLarge ? styles.large : '', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name={isLarge ? 'circle-check' : 'check'} size={isLarge ? 22 : 18} className={styles.tick} />
          {item}
        </li>
      ))}
    </ul>
  );
}
