import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { getSite } from '../content/site';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import styles from './banner-band.module.css';

/** A band that invites a call: the phone number from site.yaml as a button. */
export function CallUsSection({ heading, text, callLabel, action }: SectionOf<'call-us'>) {
  const site = getSite(useLocale());
  return (
    <section className={`${styles.band} ${styles.pink}`}>
      <div className={`container ${styles.inner}`}>
        <span className={styles.icon}>
          <Icon name="phone" size={30} />
        </span>
        <div className={styles.copy}>
          <h2>{heading}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink href={`tel:${site.phone.tel}`} variant="light" size="large">
            {callLabel} {site.phone.display}
          </ButtonLink>
          {action && (
            <ButtonLink href={action.href} variant="outlineLight" size="large">
              {action.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
