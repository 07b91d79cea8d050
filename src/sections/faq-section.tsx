import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Section } from '../components/section';
import { getFaqGroup } from '../content/faqs';
import type { SectionOf } from '../schemas/section';
import styles from './faq-section.module.css';

/** Questions that expand and collapse: each is a button (aria-expanded) controlling its answer. */
export function FaqSection({ heading, group }: SectionOf<'faq'>) {
  const { items } = getFaqGroup(group);
  const baseId = useId();
  const [openIndexes, setOpenIndexes] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpenIndexes((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Section heading={heading} align="center" tone="default">
      <ul className={styles.list}>
        {items.map((item, index) => {
          const isOpen = openIndexes.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <li key={item.question} className={styles.item} data-open={isOpen}>
              <h3 className={styles.question}>
                <button type="button" id={buttonId} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(index)} className={styles.button}>
                  <span>{item.question}</span>
                  <ChevronDown aria-hidden="true" size={22} className={styles.chevron} />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={styles.answer}>
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
