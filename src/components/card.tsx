import type { ReactNode } from 'react';
import styles from './card.module.css';

export type CardProps = {
  /** li inside a list of cards, article for a self-contained item. */
  as?: 'div' | 'li' | 'article';
  /** Lifts on hover: for cards whose link covers the whole card. */
  isInteractive?: boolean;
  tone?: 'default' | 'tinted';
  className?: string;
  children: ReactNode;
};

/** The one card look of the site: surface, radius, border and shadow. */
export function Card({ as: Tag = 'div', isInteractive = false, tone = 'default', className, children }: CardProps) {
  const classes = [styles.card, styles[tone], isInteractive ? styles.interactive : '', className ?? ''].filter(Boolean).join(' ');
  return <Tag className={classes}>{children}</Tag>;
}

export type CardIconProps = { children: ReactNode };

/** The round badge that holds a card's icon. */
export function CardIcon({ children }: CardIconProps) {
  return <span className={styles.icon}>{children}</span>;
}
