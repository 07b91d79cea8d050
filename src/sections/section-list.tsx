import type { Section } from '../schemas/section';
import { assertNever } from '../lib/assert-never';
import { BannerSection } from './banner-section';
import { BenefitsSection } from './benefits-section';
import { CountersSection } from './counters-section';
import { CourseCatalogueSection } from './course-catalogue-section';
import { CourseStripSection } from './course-strip-section';
import { CtaSection } from './cta-section';
import { CycleSection } from './cycle-section';
import { FaqSection } from './faq-section';
import { FeatureGridSection } from './feature-grid-section';
import { HostingOfferSection } from './hosting-offer-section';
import { IntroSection } from './intro-section';
import { LinkCardsSection } from './link-cards-section';
import { MissionVisionSection } from './mission-vision-section';
import { PricingSection } from './pricing-section';
import { RatingsSection } from './ratings-section';
import { ServiceCardsSection } from './service-cards-section';

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
    case 'intro':
      return <IntroSection {...section} />;
    case 'benefits':
      return <BenefitsSection {...section} />;
    case 'link-cards':
      return <LinkCardsSection {...section} />;
    case 'service-cards':
      return <ServiceCardsSection {...section} />;
    case 'cycle':
      return <CycleSection {...section} />;
    case 'counters':
      return <CountersSection {...section} />;
    case 'mission-vision':
      return <MissionVisionSection {...section} />;
    case 'hosting-offer':
      return <HostingOfferSection {...section} />;
    case 'ratings':
      return <RatingsSection {...section} />;
    case 'pricing':
      return <PricingSection {...section} />;
    case 'course-strip':
      return <CourseStripSection {...section} />;
    case 'course-catalogue':
      return <CourseCatalogueSection {...section} />;
    default:
      return assertNever(section);
  }
}
