import { Icon } from './icon';
import styles from './tick-list.module.css';

export type TickListProps = {
  items: readonly string[];
  /** The list's own spacing and type size. */
  className?: string;
  /** `large`: a bigger, circled tick, for the few selling points of an offer. */
  size?: 'regular' | 'large';
  /** The language of each line that is not in the page's language, by index (src/schemas/localized.ts). */
  lang?: (string | null)[];
  /** `badge`: the tick in a round badge of its own, the lines in line with it (a company's features). */
  tick?: 'plain' | 'badge';
};

/**
 * Short lines, each after a tick: a course's topics, a hosting plan's features, an offer's points, a
 * job's duties, a mentor's strengths, the company's features. The tick is green unless the list sets
 * `--tick-color` (on a dark band, for one).
 */
export function TickList({ items, className, size = 'regular', tick = 'plain', lang }: TickListProps) {
  const isLarge = size === 'large';
  const isBadge = tick === 'badge';
  const icon = <Icon name={isLarge ? 'circle-check' : 'check'} size={isBadge ? 16 : isLarge ? 22 : 18} className={styles.tick} />;
  return (
    <ul className={[styles.list, isLarge ? styles.large : '', isBadge ? styles.badged : '', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <li key={item} className={styles.item} lang={lang?.[i] ?? undefined}>
          {isBadge ? <span className={styles.badge}>{icon}</span> : icon}
          {item}
        </li>
      ))}
    </ul>
  );
}
