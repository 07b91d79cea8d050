import { Icon } from '../components/icon';
import type { ContactCopy } from '../schemas/page-copy';
import type { Site } from '../schemas/site';
import styles from './contact-details-section.module.css';

export type ContactDetailsProps = { copy: ContactCopy; site: Site };

/** Phone, e-mail, support hours and both office addresses, each with a directions link. */
export function ContactDetails({ copy, site }: ContactDetailsProps) {
  return (
    <div className={styles.details}>
      <h2>{copy.detailsHeading}</h2>
      {copy.detailsLead && <p className={styles.lead}>{copy.detailsLead}</p>}
      <ul className={styles.channels}>
        <li>
          <Icon name="phone" className={styles.icon} />
          <div>
            <h3 className={styles.label}>{copy.phoneLabel}</h3>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </div>
        </li>
        <li>
          <Icon name="mail" className={styles.icon} />
          <div>
            <h3 className={styles.label}>{copy.emailLabel}</h3>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </div>
        </li>
        <li>
          <Icon name="clock" className={styles.icon} />
          <div>
            <h3 className={styles.label}>{copy.hoursLabel}</h3>
            <p>{site.supportHours}</p>
          </div>
        </li>
      </ul>
      <h2 className={styles.officesHeading}>{copy.officesHeading}</h2>
      <ul className={styles.offices}>
        {site.addresses.map((address) => (
          <li key={address.label} className={styles.office}>
            <Icon name="map-pin" className={styles.icon} />
            <div>
              <h3 className={styles.label}>{address.label}</h3>
              <address>
                {address.street}, {address.locality}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
              <a href={address.mapUrl} className={styles.directions}>
                {copy.directionsLabel}
                <span className="visually-hidden"> ({address.label})</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
