import type { ReactNode } from 'react';
import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { Text } from '../components/text';
import type { IconName } from '../schemas/icon';
import { getSite } from '../content/site';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import styles from './aside-box.module.css';

export type ContactBoxProps = NonNullable<SectionOf<'intro'>['contact']>;

/** Phone, e-mail and head-office address from site.yaml, and the Get In Touch button. */
export function ContactBox({ heading, phoneLabel, emailLabel, addressLabel, action, lang }: ContactBoxProps) {
  const site = getSite(useLocale());
  const office = site.addresses[0]!;
  return (
    <div className={`${styles.box} ${styles.dark}`}>
      <h3 className={styles.heading} lang={lang?.heading}>
        {heading}
      </h3>
      <ul className={styles.contacts}>
        <ContactLine icon="phone" label={phoneLabel} lang={lang?.phoneLabel}>
          <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
        </ContactLine>
        <ContactLine icon="mail" label={emailLabel} lang={lang?.emailLabel}>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </ContactLine>
        <ContactLine icon="map-pin" label={addressLabel} lang={lang?.addressLabel}>
          <Text lang={office.lang?.street}>{office.street}</Text>, <Text lang={office.lang?.locality}>{office.locality}</Text>,{' '}
          <Text lang={office.lang?.city}>{office.city}</Text> {office.postalCode}
        </ContactLine>
      </ul>
      <ButtonLink href={action.href} variant="light" className={styles.action} lang={action.lang?.label}>
        {action.label}
      </ButtonLink>
    </div>
  );
}

function ContactLine({ icon, label, lang, children }: { icon: IconName; label: string; lang: string | undefined; children: ReactNode }) {
  return (
    <li className={styles.contact}>
      <span className={styles.contactIcon}>
        <Icon name={icon} size={20} />
      </span>
      <div>
        <p className={styles.label} lang={lang}>
          {label}
        </p>
        <p className={styles.value}>{children}</p>
      </div>
    </li>
  );
}
