import { Section } from '../components/section';
import { listServiceCards } from '../content/services';
import type { SectionOf } from '../schemas/section';
import { LinkCardGrid } from './link-card-grid';

/** The eight service cards, each leading to its service page. */
export function ServicesGridSection({ eyebrow, heading, lead, linkLabel }: SectionOf<'services-grid'>) {
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} align="center">
      <LinkCardGrid items={listServiceCards()} linkLabel={linkLabel} columns="four" />
    </Section>
  );
}
