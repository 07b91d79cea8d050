import { Section } from '../components/section';
import type { Address } from '../schemas/site';
import type { ContactCopy } from '../schemas/page-copy';
import styles from './contact-map-section.module.css';

export type ContactMapSectionProps = { copy: ContactCopy['map']; address: Address };

/** The head office on an embedded map (loaded lazily, no scripts of ours) with a plain link to the same map. */
export function ContactMapSection({ copy, address }: ContactMapSectionProps) {
  return (
    <Section heading={copy.heading} tone="muted">
      {address.mapEmbedUrl && (
        <iframe src={address.mapEmbedUrl} title={copy.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={styles.map} />
      )}
      <p className={styles.link}>
        <a href={address.mapUrl}>{copy.linkLabel}</a>
      </p>
    </Section>
  );
}
