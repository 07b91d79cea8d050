import { useId } from 'react';
import { Icon } from '../components/icon';
import type { IconName } from '../schemas/icon';
import styles from './link-card-grid.module.css';

export type LinkCard = { title: string; text: string; icon: IconName; href: string };
export type LinkCardGridProps = { items: LinkCard[]; linkLabel: string };

/** Cards that each lead to a page: icon, title, text and a "More details" link. */
export function LinkCardGrid({ items, linkLabel }: LinkCardGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <LinkCardItem key={item.href} item={item} linkLabel={linkLabel} />
      ))}
    </ul>
  );
}

function LinkCardItem({ item, linkLabel }: { item: LinkCard; linkLabel: string }) {
  const titleId = useId();
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <Icon name={item.icon} size={28} />
      </span>
      <h3 id={titleId} className={styles.title}>
        {item.title}
      </h3>
      <p className={styles.text}>{item.text}</p>
      {/* The title names the link's destination for screen readers; the label stays short on screen. */}
      <a href={item.href} className={styles.link} aria-describedby={titleId}>
        {linkLabel}
        <Icon name="arrow-right" size={18} />
      </a>
    </li>
  );
}
