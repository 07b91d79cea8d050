import { Section } from '../components/section';
import type { SectionOf } from '../schemas/section';
import { LinkCardGrid } from './link-card-grid';

/** Cards leading to sub-pages, for example the services under a hub page. */
export function LinkCardsSection({ heading, eyebrow, lead, linkLabel, items, tone = 'muted', lang }: SectionOf<'link-cards'>) {
  return (
    <Section heading={heading} eyebrow={eyebrow} lead={lead} tone={tone} align="center" lang={lang}>
      <LinkCardGrid items={items} linkLabel={linkLabel} linkLang={lang?.linkLabel} />
    </Section>
  );
}
