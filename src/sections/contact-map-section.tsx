import { MapPin } from 'lucide-react';
import { Section } from '../components/section';
import type { Address } from '../schemas/site';
import type { ContactCopy } from '../schemas/page-copy';
import { MapPreview } from './map-preview';
import styles from './contact-map-section.module.css';

export type ContactMapSectionProps = { copy: ContactCopy['map']; address: Address };

/**
 * The head office: its address on a card, beside a picture of a street plan with its pin (drawn at
 * build time) that opens the embedded map when pressed. The map loads only then (no script: a
 * lazy frame inside a closed <details> is never laid out, so never fetched). Until then the page
 * asks nothing of OpenStreetMap, which would learn every visitor's address and, sitting near
 * enough to the first screen for the browser to fetch a lazy frame at once, held up its first
 * paint. A plain link opens the same map.
 */
export function ContactMapSection({ copy, address }: ContactMapSectionProps) {
  return (
    <Section heading={copy.heading} tone="muted">
      <div className={styles.layout}>
        <div className={styles.card}>
          <p className={styles.label}>
            <MapPin aria-hidden="true" size={20} />
            {address.label}
          </p>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.locality}, {address.city} {address.postalCode}
            <br />
            {address.region}
          </address>
          <a href={address.mapUrl} className={styles.link}>
            {copy.linkLabel}
          </a>
        </div>
        {address.mapEmbedUrl ? (
          <details className={styles.reveal}>
            <summary className={styles.summary}>
              <MapPreview seed={address.mapUrl} className={styles.preview} />
              <span className={styles.button}>
                <MapPin aria-hidden="true" size={20} />
                <span className={styles.showLabel}>{copy.showLabel}</span>
                <span className={styles.hideLabel}>{copy.hideLabel}</span>
              </span>
            </summary>
            <iframe src={address.mapEmbedUrl} title={copy.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={styles.map} />
          </details>
        ) : (
          <div className={styles.summary}>
            <MapPreview seed={address.mapUrl} className={styles.preview} />
          </div>
        )}
      </div>
    </Section>
  );
}
