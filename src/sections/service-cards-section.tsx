import { Section } from '../components/section';
import { listServiceCards } from '../content/service-cards';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import { LinkCardGrid } from './link-card-grid';

/** The services with a card (and the e-learning page), each with a More Details link. */
export function ServiceCardsSection({ heading, eyebrow, lead, linkLabel, lang }: SectionOf<'service-cards'>) {
  const items = listServiceCards(useLocale());
  return (
    <Section heading={heading} eyebrow={eyebrow} lead={lead} tone="muted" align="center" lang={lang}>
      <LinkCardGrid items={items} linkLabel={linkLabel} linkLang={lang?.linkLabel} />
    </Section>
  );
}
