import type { Section } from '../schemas/section';
import { assertNever } from '../lib/assert-never';
import { BannerSection } from './banner-section';
import { CtaSection } from './cta-section';
import { FaqSection } from './faq-section';
import { FeatureGridSection } from './feature-grid-section';

export type SectionListProps = { sections: Section[] };

export function SectionList({ sections }: SectionListProps) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={index} section={section} />
      ))}
    </>
  );
}

function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'banner':
      return <BannerSection {...section} />;
    case 'features':
      return <FeatureGridSection {...section} />;
    case 'faq':
      return <FaqSection {...section} />;
    case 'cta':
      return <CtaSection {...section} />;
    default:
      return assertNever(section);
  }
}
