import { Icon } from '../components/icon';
import { Image } from '../components/image';
import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import styles from './ratings-section.module.css';

const STARS = [1, 2, 3, 4, 5];

/** Ratings from review sites: logo, stars (decorative), the score in words and the review count. */
export function RatingsSection({ heading, lead, items, lang }: SectionOf<'ratings'>) {
  return (
    <Section heading={heading} lead={lead} align="center" lang={lang}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.logo.src} className={styles.card}>
            <Image src={item.logo.src} alt={item.logo.alt} lang={item.logo.lang?.alt} width={160} height={48} className={styles.logo} />
            <span className={styles.stars} aria-hidden="true">
              {STARS.map((star) => (
                <Star key={star} fill={Math.min(1, Math.max(0, item.stars - star + 1))} />
              ))}
            </span>
            <span className={styles.score} lang={item.lang?.score}>
              {item.score}
            </span>
            <span className={styles.reviews} lang={item.lang?.reviews}>
              {item.reviews}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One star, filled, empty or (from 0.25 to 0.75) half filled: a filled star clipped over an empty one. */
function Star({ fill }: { fill: number }) {
  if (fill >= 0.75) return <Icon name="star" size={20} className={styles.filled} />;
  if (fill < 0.25) return <Icon name="star" size={20} className={styles.empty} />;
  return (
    <span className={styles.half}>
      <Icon name="star" size={20} className={styles.empty} />
      <Icon name="star" size={20} className={`${styles.filled} ${styles.halfFill}`} />
    </span>
  );
}
