import { useId, useRef, useState } from 'react';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { Dialog } from '../components/dialog';
import { Icon } from '../components/icon';
import { Image } from '../components/image';
import { Section } from '../components/section';
import { getMentor } from '../content/people';
import { fill } from '../lib/template';
import type { Mentor } from '../schemas/mentor';
import type { SectionOf } from '../schemas/section';
import styles from './mentors-section.module.css';

/** Mentor cards; each opens a popup with the photo, the full description and the points. */
export function MentorsSection({ eyebrow, heading, lead, mentors, openLabel, closeLabel }: SectionOf<'mentors'>) {
  const list = mentors.map(getMentor);
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = list.find((mentor) => mentor.slug === openSlug) ?? null;
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} align="center">
      <ul className={styles.grid}>
        {list.map((mentor) => (
          <Card as="li" key={mentor.slug} className={styles.card}>
            <Image src={mentor.image.src} alt={mentor.image.alt} width={600} height={720} className={styles.photo} />
            <div className={styles.body}>
              <h3>{mentor.name}</h3>
              <p className={styles.title}>{mentor.title}</p>
              <Button
                variant="secondary"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpenSlug(mentor.slug);
                }}
                aria-haspopup="dialog"
              >
                {fill(openLabel, { name: mentor.name })}
              </Button>
            </div>
          </Card>
        ))}
      </ul>
      <MentorDialog mentor={open} closeLabel={closeLabel} onClose={() => setOpenSlug(null)} returnFocusRef={opener} />
    </Section>
  );
}

type MentorDialogProps = {
  mentor: Mentor | null;
  closeLabel: string;
  onClose: () => void;
  returnFocusRef: React.RefObject<HTMLButtonElement | null>;
};

function MentorDialog({ mentor, closeLabel, onClose, returnFocusRef }: MentorDialogProps) {
  const titleId = useId();
  return (
    <Dialog isOpen={mentor !== null} onClose={onClose} labelledBy={titleId} returnFocusRef={returnFocusRef} size="large">
      {mentor && (
        <div className={styles.popup}>
          <Image src={mentor.image.src} alt={mentor.image.alt} width={600} height={720} className={styles.popupPhoto} />
          <div>
            <h3 id={titleId} className={styles.popupName}>
              {mentor.name}
            </h3>
            <p className={styles.title}>{mentor.title}</p>
            <p>{mentor.description}</p>
            <ul className={styles.points}>
              {mentor.points.map((point) => (
                <li key={point}>
                  <Icon name="circle-check" size={20} />
                  {point}
                </li>
              ))}
            </ul>
            <Button onClick={onClose}>{closeLabel}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
