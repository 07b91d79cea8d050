import { Icon } from '../components/icon';
import { Text } from '../components/text';
import type { ContactCopy } from '../schemas/page-copy';
import type { Site } from '../schemas/site';
import styles from './contact-details-section.module.css';

export type ContactDetailsProps = { copy: ContactCopy; site: Site };

/** Phone, e-mail, support hours and both office addresses, each with a directions link. */
export function ContactDetails({ copy, site }: ContactDetailsProps) {
  return (
    <div className={styles.details}>
      <h2 lang={copy.lang?.detailsHeading}>{copy.detailsHeading}</h2>
      {copy.detailsLead && (
        <p className={styles.lead} lang={copy.lang?.detailsLead}>
          {copy.detailsLead}
        </p>
      )}
      <ul className={styles.channels}>
        <li>
          <Icon name="phone" className={styles.icon} />
          <div>
            <h3 className={styles.label} lang={copy.lang?.phoneLabel}>
              {copy.phoneLabel}
            </h3>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </div>
        </li>
        <li>
          <Icon name="mail" className={styles.icon} />
          <div>
            <h3 className={styles.label} lang={copy.lang?.emailLabel}>
              {copy.emailLabel}
            </h3>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </div>
        </li>
        <li>
          <Icon name="clock" className={styles.icon} />
          <div>
            <h3 className={styles.label} lang={copy.lang?.hoursLabel}>
              {copy.hoursLabel}
            </h3>
            <p lang={site.lang?.supportHours}>{site.supportHours}</p>
          </div>
        </li>
      </ul>
      <h2 className={styles.officesHeading} lang={copy.lang?.officesHeading}>
        {copy.officesHeading}
      </h2>
      <ul className={styles.offices}>
        {site.addresses.map((address) => (
          <li key={address.label} className={styles.office}>
            <Icon name="map-pin" className={styles.icon} />
            <div>
              <h3 className={styles.label} lang={address.lang?.label}>
                {address.label}
              </h3>
              <address>
                <Text lang={address.lang?.street}>{address.street}</Text>, <Text lang={address.lang?.locality}>{address.locality}</Text>
                <br />
                <Text lang={address.lang?.city}>{address.city}</Text>, <Text lang={address.lang?.region}>{address.region}</Text> {address.postalCode}
              </address>
              <a href={address.mapUrl} className={styles.directions}>
                <Text lang={copy.lang?.directionsLabel}>{copy.directionsLabel}</Text>
                <span className="visually-hidden">
                  {' '}
                  (<Text lang={address.lang?.label}>{address.label}</Text>)
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
