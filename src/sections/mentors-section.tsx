import { TickList } from '../components/tick-list';
import { useId } from 'react';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Dialog } from '../components/dialog';
import { Image } from '../components/image';
import { Section } from '../components/section';
import { getMentor } from '../content/people';
import { useLocale } from '../components/page-locale';
import { fillCopy } from '../lib/fill-copy';
import type { Mentor } from '../schemas/mentor';
import type { SectionOf } from '../schemas/section';
import styles from './mentors-section.module.css';

/**
 * Mentor cards; each opens a popup with the photo, the full description and the points. The popups
 * are dialogs that HTML opens and closes by itself (src/components/dialog.tsx).
 */
export function MentorsSection({ eyebrow, heading, lead, mentors, openLabel, closeLabel }: SectionOf<'mentors'>) {
  const locale = useLocale();
  const list = mentors.map((slug) => getMentor(slug, locale));
  const baseId = useId();
  const dialogId = (slug: string) => `${baseId}-${slug}`;
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} align="center">
      <ul className={styles.grid}>
        {list.map((mentor) => (
          <Card as="li" key={mentor.slug} className={styles.card}>
            <Image src={mentor.image.src} alt={mentor.image.alt} width={600} height={720} isDimmedInDark className={styles.photo} />
            <div className={styles.body}>
              <h3>{mentor.name}</h3>
              <p className={styles.title}>{mentor.title}</p>
              <Button variant="secondary" commandfor={dialogId(mentor.slug)} command="show-modal" aria-haspopup="dialog">
                {fillCopy(openLabel, { name: mentor.name })}
              </Button>
            </div>
          </Card>
        ))}
      </ul>
      {list.map((mentor) => (
        <MentorDialog key={mentor.slug} id={dialogId(mentor.slug)} mentor={mentor} closeLabel={closeLabel} />
      ))}
    </Section>
  );
}

function MentorDialog({ id, mentor, closeLabel }: { id: string; mentor: Mentor; closeLabel: string }) {
  const titleId = useId();
  return (
    <Dialog id={id} labelledBy={titleId} size="large">
      <div className={styles.popup}>
        <Image src={mentor.image.src} alt={mentor.image.alt} width={600} height={720} isDimmedInDark className={styles.popupPhoto} />
        <div>
          <h3 id={titleId} className={styles.popupName}>
            {mentor.name}
          </h3>
          <p className={styles.title}>{mentor.title}</p>
          <p>{mentor.description}</p>
          <TickList items={mentor.points} size="large" className={styles.points} />
          <Button commandfor={id} command="close">
            {closeLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
