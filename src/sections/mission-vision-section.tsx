import { Icon } from '../components/icon';
import { Image, imageOf } from '../components/image';
import { Section } from '../components/section';
import { TitledText } from '../components/titled-text';
import type { SectionOf } from '../schemas/section';
import styles from './mission-vision-section.module.css';

/** The company's mission and vision, side by side, with an optional photo. */
export function MissionVisionSection({ heading, eyebrow, image, items, lang }: SectionOf<'mission-vision'>) {
  return (
    <Section heading={heading} eyebrow={eyebrow} tone="alt" lang={lang}>
      <div className={`${styles.layout} ${image ? styles.withImage : ''}`}>
        {image && <Image {...imageOf(image)} width={1200} height={900} isDimmedInDark className={styles.image} />}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.title} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={28} />
              </span>
              <div>
                <TitledText item={item} classNames={styles} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
