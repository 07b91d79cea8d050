import { Section } from '../components/section';
import { TitledText } from '../components/titled-text';
import type { SectionOf } from '../schemas/section';
import styles from './benefits-section.module.css';

/** A numbered list of benefits or steps, in the order content gives. */
export function BenefitsSection({ heading, eyebrow, lead, items, tone = 'alt', lang }: SectionOf<'benefits'>) {
  return (
    <Section heading={heading} eyebrow={eyebrow} lead={lead} tone={tone} lang={lang}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <TitledText item={item} classNames={styles} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
