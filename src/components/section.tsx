import { useId, type ReactNode } from 'react';
import styles from './section.module.css';

export type SectionTone = 'default' | 'alt' | 'muted' | 'dark';

export type SectionProps = {
  heading?: string;
  eyebrow?: string;
  lead?: string;
  tone?: SectionTone;
  align?: 'start' | 'center';
  id?: string;
  /** The language of the heading, eyebrow or lead where it is not the page's (src/schemas/localized.ts). */
  lang?: Partial<Record<'heading' | 'eyebrow' | 'lead', string>>;
  children: ReactNode;
};

/** A page section: the shared vertical rhythm, background tone, container and its h2 heading. */
export function Section({ heading, eyebrow, lead, tone = 'default', align = 'start', id, lang, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {heading && (
          <header className={`${styles.header} ${align === 'center' ? styles.centered : ''}`}>
            {eyebrow && (
              <span className={styles.eyebrow} lang={lang?.eyebrow}>
                {eyebrow}
              </span>
            )}
            <h2 id={headingId} lang={lang?.heading}>
              {heading}
            </h2>
            {lead && (
              <p className={styles.lead} lang={lang?.lead}>
                {lead}
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
