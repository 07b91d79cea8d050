import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import { LinkCardGrid } from './link-card-grid';

/** Three highlighted services (about page). */
export function ServiceBoxesSection({ eyebrow, heading, lead, linkLabel, items, lang }: SectionOf<'service-boxes'>) {
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} tone="alt" align="center" lang={lang}>
      <LinkCardGrid items={items} linkLabel={linkLabel} linkLang={lang?.linkLabel} />
    </Section>
  );
}
