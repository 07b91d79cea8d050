import { ButtonLink } from '../components/button';
import type { SectionOf } from '../schemas/section';
import styles from './aside-box.module.css';

export type NeedAssistanceProps = NonNullable<SectionOf<'intro'>['assistance']>;

/** A short "need help?" box with a call to action. */
export function NeedAssistance({ heading, text, action, lang }: NeedAssistanceProps) {
  return (
    <div className={`${styles.box} ${styles.pink}`}>
      <h3 className={styles.heading} lang={lang?.heading}>
        {heading}
      </h3>
      <p className={styles.text} lang={lang?.text}>
        {text}
      </p>
      <ButtonLink href={action.href} className={styles.action} lang={action.lang?.label}>
        {action.label}
      </ButtonLink>
    </div>
  );
}
