import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { Text } from '../components/text';
import { getSite } from '../content/site';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import styles from './banner-band.module.css';

/** A band that invites a call: the phone number from site.yaml as a button. */
export function CallUsSection({ heading, text, callLabel, action, lang }: SectionOf<'call-us'>) {
  const site = getSite(useLocale());
  return (
    <section className={`${styles.band} ${styles.pink}`}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.icon}>
          <Icon name="phone" size={30} />
        </span>
        <div className={styles.copy}>
          <h2 lang={lang?.heading}>{heading}</h2>
          <p lang={lang?.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink href={`tel:${site.phone.tel}`} variant="light" size="large">
            <Text lang={lang?.callLabel}>{callLabel}</Text> {site.phone.display}
          </ButtonLink>
          {action && (
            <ButtonLink href={action.href} variant="outlineLight" size="large" lang={action.lang?.label}>
              {action.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
