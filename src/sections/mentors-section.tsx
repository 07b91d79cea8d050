import { TickList } from '../components/tick-list';
import { useId } from 'react';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Dialog } from '../components/dialog';
import { Image, imageOf } from '../components/image';
import { Section } from '../components/section';
import { getMentor } from '../content/people';
import { useLocale } from '../components/page-locale';
import { fillCopy } from '../lib/fill-copy';
import type { Mentor } from '../schemas/mentor';
import type { SectionOf } from '../schemas/section';
import { langOf } from '../schemas/localized';
import styles from './mentors-section.module.css';

/**
 * Mentor cards; each opens a popup with the photo, the full description and the points. The popups
 * are dialogs that HTML opens and closes by itself (src/components/dialog.tsx).
 */
export function MentorsSection({ eyebrow, heading, lead, mentors, openLabel, closeLabel, lang }: SectionOf<'mentors'>) {
  const locale = useLocale();
  const list = mentors.map((slug) => getMentor(slug, locale));
  const baseId = useId();
  const dialogId = (slug: string) => `${baseId}-${slug}`;
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} align="center" lang={lang}>
      <ul className={styles.grid}>
        {list.map((mentor) => (
          <Card as="li" key={mentor.slug} className={styles.card}>
            <Image {...imageOf(mentor.image)} width={600} height={720} isDimmedInDark className={styles.photo} />
            <div className={styles.body}>
              <h3 lang={mentor.lang?.name}>{mentor.name}</h3>
              <p className={styles.title} lang={mentor.lang?.title}>
                {mentor.title}
              </p>
              <Button variant="secondary" commandfor={dialogId(mentor.slug)} command="show-modal" aria-haspopup="dialog" lang={lang?.openLabel}>
                {fillCopy(openLabel, { name: mentor.name })}
              </Button>
            </div>
          </Card>
        ))}
      </ul>
      {list.map((mentor) => (
        <MentorDialog key={mentor.slug} id={dialogId(mentor.slug)} mentor={mentor} closeLabel={closeLabel} closeLang={lang?.closeLabel} />
      ))}
    </Section>
  );
}

function MentorDialog({ id, mentor, closeLabel, closeLang }: { id: string; mentor: Mentor; closeLabel: string; closeLang: string | undefined }) {
  const titleId = useId();
  return (
    <Dialog id={id} labelledBy={titleId} size="large">
      <div className={styles.popup}>
        <Image {...imageOf(mentor.image)} width={600} height={720} isDimmedInDark className={styles.popupPhoto} />
        <div>
          <h3 id={titleId} className={styles.popupName} lang={mentor.lang?.name}>
            {mentor.name}
          </h3>
          <p className={styles.title} lang={mentor.lang?.title}>
            {mentor.title}
          </p>
          <p lang={mentor.lang?.description}>{mentor.description}</p>
          <TickList items={mentor.points} size="large" className={styles.points} lang={mentor.points.map((_, i) => langOf(mentor.lang, 'points', i) ?? null)} />
          <Button commandfor={id} command="close" lang={closeLang}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
