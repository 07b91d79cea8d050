import { Icon } from '../components/icon';
import { Image } from '../components/image';
import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import styles from './ratings-section.module.css';

const STARS = [1, 2, 3, 4, 5];

/** Ratings from review sites: logo, stars (decorative), the score in words and the review count. */
export function RatingsSection({ heading, lead, items }: SectionOf<'ratings'>) {
  return (
    <Section heading={heading} lead={lead} align="center">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.logo.src} className={styles.card}>
            <Image src={item.logo.src} alt={item.logo.alt} width={160} height={48} className={styles.logo} />
            <span className={styles.stars} aria-hidden="true">
              {STARS.map((star) => (
                <Icon key={star} name="star" size={20} className={star <= Math.round(item.stars) ? styles.filled : styles.empty} />
              ))}
            </span>
            <span className={styles.score}>{item.score}</span>
            <span className={styles.reviews}>{item.reviews}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
