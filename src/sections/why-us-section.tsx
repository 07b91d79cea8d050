import { Card, CardIcon } from '../components/card';
import { Icon } from '../components/icon';
import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import styles from '../components/card-grid.module.css';

/** Four reasons to choose the company, as numbered cards. */
export function WhyUsSection({ eyebrow, heading, lead, items, lang }: SectionOf<'why-us'>) {
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} tone="alt" align="center" lang={lang}>
      <ul className={`${styles.grid} ${styles.numbered}`}>
        {items.map((item) => (
          <Card as="li" key={item.title}>
            <CardIcon>
              <Icon name={item.icon} size={26} />
            </CardIcon>
            <h3 lang={item.lang?.title}>{item.title}</h3>
            <p lang={item.lang?.text}>{item.text}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
