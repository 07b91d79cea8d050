import { Icon } from '../components/icon';
import { Section } from '../components/section';
import { TitledText } from '../components/titled-text';
import type { SectionOf } from '../schemas/section';
import styles from './feature-grid-section.module.css';

/** A grid of feature cards, each with an optional icon. */
export function FeatureGridSection({ heading, eyebrow, lead, items, tone = 'muted', lang }: SectionOf<'features'>) {
  return (
    <Section heading={heading} eyebrow={eyebrow} lead={lead} tone={tone} lang={lang}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.icon && (
              <span className={styles.icon}>
                <Icon name={item.icon} />
              </span>
            )}
            <TitledText item={item} classNames={styles} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
