import { TickList } from '../components/tick-list';
import { ButtonLink } from '../components/button';
import { Headline } from '../components/headline';
import { Image, imageOf } from '../components/image';
import { StatList } from '../components/stat-list';
import type { SectionOf } from '../schemas/section';
import { langOf } from '../schemas/localized';
import styles from './about-section.module.css';

/** Company text beside a photo: ticks, figures, an experience badge and a link, each optional. */
export function AboutSection({ eyebrow, heading, isPageHeading, paragraphs, image, features, stats, badge, action, lang }: SectionOf<'about'>) {
  return (
    <section className={`${styles.section} ${isPageHeading ? styles.first : ''}`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.media}>
          <Image {...imageOf(image)} width={1200} height={900} priority={isPageHeading} isDimmedInDark className={styles.image} />
          {badge && (
            <p className={styles.badge}>
              <span className={styles.badgeValue} lang={badge.lang?.value}>
                {badge.value}
              </span>
              <span lang={badge.lang?.label}>{badge.label}</span>
            </p>
          )}
        </div>
        <div>
          <Headline
            level={isPageHeading ? 1 : 2}
            eyebrow={eyebrow}
            heading={heading}
            lang={lang}
            classNames={{ eyebrow: styles.eyebrow, heading: isPageHeading ? styles.pageHeading : undefined }}
          />
          {paragraphs.map((paragraph, i) => (
            <p key={paragraph} className={styles.paragraph} lang={langOf(lang, 'paragraphs', i)}>
              {paragraph}
            </p>
          ))}
          {features && (
            <TickList items={features} tick="badge" lang={features.map((_, i) => langOf(lang, 'features', i) ?? null)} className={styles.features} />
          )}
          {stats && <StatList stats={stats} classNames={{ list: styles.stats, stat: styles.stat }} />}
          {action && (
            <ButtonLink href={action.href} lang={action.lang?.label}>
              {action.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
