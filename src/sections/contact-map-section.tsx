import { MapPin } from 'lucide-react';
import { Section } from '../components/section';
import { Text } from '../components/text';
import type { Address } from '../schemas/site';
import type { ContactCopy } from '../schemas/page-copy';
import styles from './contact-map-section.module.css';

export type ContactMapSectionProps = { copy: ContactCopy['map']; address: Address };

/**
 * The head office on an embedded map, loaded only when the visitor opens it (no script: a lazy
 * frame inside a closed <details> is never laid out, so never fetched). Until then the page asks
 * nothing of OpenStreetMap, which would learn every visitor's address and, sitting near enough to
 * the first screen for the browser to fetch a lazy frame at once, held up its first paint. A
 * plain link opens the same map.
 */
export function ContactMapSection({ copy, address }: ContactMapSectionProps) {
  return (
    <Section heading={copy.heading} tone="muted" lang={copy.lang}>
      {address.mapEmbedUrl && (
        <details className={styles.reveal}>
          <summary className={styles.summary}>
            <MapPin aria-hidden="true" size={20} />
            <Text lang={copy.lang?.showLabel}>{copy.showLabel}</Text>
          </summary>
          <iframe
            src={address.mapEmbedUrl}
            title={copy.title}
            lang={copy.lang?.title}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className={styles.map}
          />
        </details>
      )}
      <p className={styles.link}>
        <a href={address.mapUrl} lang={copy.lang?.linkLabel}>
          {copy.linkLabel}
        </a>
      </p>
    </Section>
  );
}
