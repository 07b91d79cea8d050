import { TickList } from '../components/tick-list';
import { ButtonLink } from '../components/button';
import { Image } from '../components/image';
import { StatList } from '../components/stat-list';
import type { SectionOf } from '../schemas/section';
import styles from './about-section.module.css';

/** Company text beside a photo: ticks, figures, an experience badge and a link, each optional. */
export function AboutSection({ eyebrow, heading, isPageHeading, paragraphs, image, features, stats, badge, action }: SectionOf<'about'>) {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section className={`${styles.section} ${isPageHeading ? styles.first : ''}`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.media}>
          <Image src={image.src} alt={image.alt} width={1200} height={900} priority={isPageHeading} isDimmedInDark className={styles.image} />
          {badge && (
            <p className={styles.badge}>
              <span className={styles.badgeValue}>{badge.value}</span>
              <span>{badge.label}</span>
            </p>
          )}
        </div>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading className={isPageHeading ? styles.pageHeading : undefined}>{heading}</Heading>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {features && <TickList items={features} tick="badge" className={styles.features} />}
          {stats && <StatList stats={stats} classNames={{ list: styles.stats, stat: styles.stat }} />}
          {action && <ButtonLink href={action.href}>{action.label}</ButtonLink>}
        </div>
      </div>
    </section>
  );
}
