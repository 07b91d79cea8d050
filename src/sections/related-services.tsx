import { ArrowLinkList } from '../components/arrow-link-list';
import type { SectionOf } from '../schemas/section';
import styles from './aside-box.module.css';

export type RelatedServicesProps = NonNullable<SectionOf<'intro'>['related']>;

/** A list of links to related or sibling services. */
export function RelatedServices({ heading, links, lang }: RelatedServicesProps) {
  return (
    <nav className={styles.box} aria-label={heading}>
      <h3 className={styles.heading} lang={lang?.heading}>
        {heading}
      </h3>
      <ArrowLinkList links={links} classNames={{ list: styles.links, link: styles.link }} />
    </nav>
  );
}
