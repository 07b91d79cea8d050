import { Icon } from '../components/icon';
import type { SectionOf } from '../schemas/section';
import { langOf } from '../schemas/localized';
import { ContactBox } from './contact-box';
import styles from './intro-section.module.css';
import { NeedAssistance } from './need-assistance';
import { RelatedServices } from './related-services';

/** The opening of a service page: what the service is, beside related services, contact and help boxes. */
export function IntroSection({ heading, paragraphs, points, related, contact, assistance, lang }: SectionOf<'intro'>) {
  const hasAside = Boolean(related || contact || assistance);
  return (
    <section className={styles.section}>
      <div className={`container ${styles.layout} ${hasAside ? styles.withAside : ''}`}>
        <div className={styles.main}>
          <h2 lang={lang?.heading}>{heading}</h2>
          {paragraphs.map((paragraph, i) => (
            <p key={paragraph} className={styles.paragraph} lang={langOf(lang, 'paragraphs', i)}>
              {paragraph}
            </p>
          ))}
          {points && (
            <ul className={styles.points}>
              {points.map((point, i) => (
                <li key={point} lang={langOf(lang, 'points', i)}>
                  <span className={styles.tick}>
                    <Icon name="check" size={18} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        {hasAside && (
          <aside className={styles.aside}>
            {related && <RelatedServices {...related} />}
            {contact && <ContactBox {...contact} />}
            {assistance && <NeedAssistance {...assistance} />}
          </aside>
        )}
      </div>
    </section>
  );
}
