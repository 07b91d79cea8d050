import { Link } from 'react-router-dom';
import { Card, CardIcon } from '../components/card';
import { Icon } from '../components/icon';
import type { IconName } from '../schemas/icon';
import styles from './card-grid.module.css';

export type LinkCardGridProps = {
  items: { title: string; text: string; icon: IconName; href: string }[];
  linkLabel: string;
  columns: 'three' | 'four';
};

/** Cards that each lead to a page; the title is the link and covers the card. */
export function LinkCardGrid({ items, linkLabel, columns }: LinkCardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[columns]}`}>
      {items.map((item) => (
        <Card as="li" key={item.title} isInteractive>
          <CardIcon>
            <Icon name={item.icon} size={26} />
          </CardIcon>
          <h3>
            <Link to={item.href} className={styles.link}>
              {item.title}
            </Link>
          </h3>
          <p>{item.text}</p>
          <span className={styles.more} aria-hidden="true">
            {linkLabel}
            <Icon name="arrow-right" size={18} />
          </span>
        </Card>
      ))}
    </ul>
  );
}
