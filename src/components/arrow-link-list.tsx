import type { Link } from '../schemas/common';
import { Icon } from './icon';
import styles from './arrow-link-list.module.css';

export type ArrowLinkListProps = {
  links: readonly Link[];
  /** The list's own spacing and columns, and its links' size and colours. */
  classNames: { list?: string; link?: string };
};

/** Links to other pages, each its label with an arrow after it: a service's related services, the 404 page's ways on. */
export function ArrowLinkList({ links, classNames }: ArrowLinkListProps) {
  return (
    <ul className={[styles.list, classNames.list].filter(Boolean).join(' ')}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={[styles.link, classNames.link].filter(Boolean).join(' ')} lang={link.lang?.label}>
            {link.label}
            <Icon name="arrow-right" size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
