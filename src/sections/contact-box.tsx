import type { ReactNode } from 'react';
import { ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import type { IconName } from '../schemas/icon';
import { getSite } from '../content/site';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import styles from './aside-box.module.css';

export type ContactBoxProps = NonNullable<SectionOf<'intro'>['contact']>;

/** Phone, e-mail and head-office address from site.yaml, and the Get In Touch button. */
export function ContactBox({ heading, phoneLabel, emailLabel, addressLabel, action }: ContactBoxProps) {
  const site = getSite(useLocale());
  const office = site.addresses[0]!;
  return (
    <div className={`${styles.box} ${styles.dark}`}>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.contacts}>
        <ContactLine icon="phone" label={phoneLabel}>
          <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
        </ContactLine>
        <ContactLine icon="mail" label={emailLabel}>
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </ContactLine>
        <ContactLine icon="map-pin" label={addressLabel}>
          {office.street}, {office.locality}, {office.city} {office.postalCode}
        </ContactLine>
      </ul>
      <ButtonLink href={action.href} variant="light" className={styles.action}>
        {action.label}
      </ButtonLink>
    </div>
  );
}

function ContactLine({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={styles.contact}>
      <span className={styles.contactIcon}>
        <Icon name={icon} size={20} />
      </span>
      <div>
        <p className={styles.label}>{label}</p>
        <p className={styles.value}>{children}</p>
      </div>
    </li>
  );
}
