import { ButtonLink } from '../components/button';
import type { SectionOf } from '../schemas/section';
import styles from './banner-band.module.css';

/** A closing call to action: heading, a sentence and one button. */
export function CtaSection({ heading, text, action, lang }: SectionOf<'cta'>) {
  return (
    <section className={`${styles.band} ${styles.navy}`}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <h2 lang={lang?.heading}>{heading}</h2>
          {text && <p lang={lang?.text}>{text}</p>}
        </div>
        <div className={styles.actions}>
          <ButtonLink href={action.href} variant="light" size="large" lang={action.lang?.label}>
            {action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
