import { Icon } from '../components/icon';
import type { SectionOf } from '../schemas/section';
import styles from './aside-box.module.css';

export type RelatedServicesProps = NonNullable<SectionOf<'intro'>['related']>;

/** A list of links to related or sibling services. */
export function RelatedServices({ heading, links }: RelatedServicesProps) {
  return (
    <nav className={styles.box} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.link}>
              {link.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
