import { ChevronDown } from 'lucide-react';
import { Section } from '../components/section';
import { getFaqGroup } from '../content/faqs';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import styles from './faq-section.module.css';

/** Questions that expand and collapse on click, Enter or Space: each is a <details> element, so no script is needed. */
export function FaqSection({ heading, group, lang }: SectionOf<'faq'>) {
  const { items } = getFaqGroup(group, useLocale());
  return (
    <Section heading={heading} align="center" tone="default" lang={lang}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.question}>
            <details className={styles.item}>
              <summary className={styles.summary}>
                <h3 className={styles.question} lang={item.lang?.question}>
                  {item.question}
                </h3>
                <ChevronDown aria-hidden="true" size={22} className={styles.chevron} />
              </summary>
              <div className={styles.answer}>
                <p lang={item.lang?.answer}>{item.answer}</p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
