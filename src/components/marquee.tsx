import type { ReactNode } from 'react';
import styles from './marquee.module.css';

export type MarqueeProps = {
  /** Renders the list; called twice, the second copy hidden from assistive technology and focus. */
  renderList: (isCopy: boolean) => ReactNode;
  /** The band's name for assistive technology. */
  label: string;
  speed?: 'slow' | 'normal';
};

/**
 * A band that scrolls sideways forever (its list shown twice, as in the original strips). It
 * pauses on hover and keyboard focus; under reduced motion it stands still and scrolls by hand,
 * or with the arrow keys once it has the focus. It is a named group, not a landmark: it sits in
 * its section, which is already the landmark of that name.
 */
export function Marquee({ renderList, label, speed = 'normal' }: MarqueeProps) {
  return (
    <div className={styles.viewport} role="group" aria-label={label} tabIndex={0}>
      <div className={speed === 'slow' ? `${styles.track} ${styles.slow}` : styles.track}>
        {renderList(false)}
        <div className={styles.copy} aria-hidden="true" inert>
          {renderList(true)}
        </div>
      </div>
    </div>
  );
}
