import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import { LinkCardGrid } from './link-card-grid';

/** Three highlighted services (about page). */
export function ServiceBoxesSection({ eyebrow, heading, lead, linkLabel, items }: SectionOf<'service-boxes'>) {
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} tone="alt" align="center">
      <LinkCardGrid items={items} linkLabel={linkLabel} />
    </Section>
  );
}
