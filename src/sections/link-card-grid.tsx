import { useId } from 'react';
import { Icon } from '../components/icon';
import type { IconName } from '../schemas/icon';
import { Text } from '../components/text';
import styles from './link-card-grid.module.css';

export type LinkCard = { title: string; text: string; icon: IconName; href: string; lang?: { title?: string; text?: string } };
export type LinkCardGridProps = { items: LinkCard[]; linkLabel: string; /** The language of the link's label where it is not the page's. */ linkLang?: string };

/** Cards that each lead to a page: icon, title, text and a "More details" link. */
export function LinkCardGrid({ items, linkLabel, linkLang }: LinkCardGridProps) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <LinkCardItem key={item.href} item={item} linkLabel={linkLabel} linkLang={linkLang} />
      ))}
    </ul>
  );
}

function LinkCardItem({ item, linkLabel, linkLang }: { item: LinkCard; linkLabel: string; linkLang: string | undefined }) {
  const titleId = useId();
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <Icon name={item.icon} size={28} />
      </span>
      <h3 id={titleId} className={styles.title} lang={item.lang?.title}>
        {item.title}
      </h3>
      <p className={styles.text} lang={item.lang?.text}>
        {item.text}
      </p>
      {/* The title names the link's destination for screen readers; the label stays short on screen. */}
      <a href={item.href} className={styles.link} aria-describedby={titleId}>
        <Text lang={linkLang}>{linkLabel}</Text>
        <Icon name="arrow-right" size={18} />
      </a>
    </li>
  );
}
