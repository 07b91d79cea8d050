import { ButtonLink } from '../components/button';
import { Image } from '../components/image';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import type { SectionOf } from '../schemas/section';
import styles from './success-story-section.module.css';

/** A client story with its results in figures. */
export function SuccessStorySection({ eyebrow, heading, paragraphs, image, stats, action }: SectionOf<'success-story'>) {
  return (
    <Section tone="alt">
      <div className={styles.grid}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2>{heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <StatList stats={stats} classNames={{ list: styles.stats, stat: styles.stat }} />
          <ButtonLink href={action.href}>{action.label}</ButtonLink>
        </div>
        <Image src={image.src} alt={image.alt} width={1200} height={800} isDimmedInDark className={styles.image} />
      </div>
    </Section>
  );
}
