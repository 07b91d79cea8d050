import { ButtonLink } from '../components/button';
import { Headline } from '../components/headline';
import { Image, imageOf } from '../components/image';
import { Section } from '../components/section';
import { StatList } from '../components/stat-list';
import type { SectionOf } from '../schemas/section';
import { langOf } from '../schemas/localized';
import styles from './success-story-section.module.css';

/** A client story with its results in figures. */
export function SuccessStorySection({ eyebrow, heading, paragraphs, image, stats, action, lang }: SectionOf<'success-story'>) {
  return (
    <Section tone="alt">
      <div className={styles.grid}>
        <div>
          <Headline level={2} eyebrow={eyebrow} heading={heading} lang={lang} classNames={{ eyebrow: styles.eyebrow }} />
          {paragraphs.map((paragraph, i) => (
            <p key={paragraph} className={styles.paragraph} lang={langOf(lang, 'paragraphs', i)}>
              {paragraph}
            </p>
          ))}
          <StatList stats={stats} classNames={{ list: styles.stats, stat: styles.stat }} />
          <ButtonLink href={action.href} lang={action.lang?.label}>
            {action.label}
          </ButtonLink>
        </div>
        <Image {...imageOf(image)} width={1200} height={800} isDimmedInDark className={styles.image} />
      </div>
    </Section>
  );
}
