import type { Section } from '../schemas/section';
import { assertNever } from '../lib/assert-never';
import { AboutSection } from './about-section';
import { BannerSection } from './banner-section';
import { CallUsSection } from './call-us-section';
import { BenefitsSection } from './benefits-section';
import { CountersSection } from './counters-section';
import { CourseCatalogueSection } from './course-catalogue-section';
import { CourseSliderSection } from './course-slider-section';
import { CourseStripSection } from './course-strip-section';
import { CtaSection } from './cta-section';
import { CycleSection } from './cycle-section';
import { FaqSection } from './faq-section';
import { FeatureGridSection } from './feature-grid-section';
import { HeroSection } from './hero-section';
import { LatestPostsSection } from './latest-posts-section';
import { LogoStripSection } from './logo-strip-section';
import { MentorsSection } from './mentors-section';
import { ServiceBoxesSection } from './service-boxes-section';
import { SuccessStorySection } from './success-story-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyUsSection } from './why-us-section';
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
    case 'hero':
      return <HeroSection {...section} />;
    case 'logo-strip':
      return <LogoStripSection {...section} />;
    case 'about':
      return <AboutSection {...section} />;
    case 'why-us':
      return <WhyUsSection {...section} />;
    case 'course-strip':
      return <CourseStripSection {...section} />;
    case 'testimonials':
      return <TestimonialsSection {...section} />;
    case 'latest-posts':
      return <LatestPostsSection {...section} />;
    case 'service-boxes':
      return <ServiceBoxesSection {...section} />;
    case 'mentors':
      return <MentorsSection {...section} />;
    case 'success-story':
      return <SuccessStorySection {...section} />;
    case 'call-us':
      return <CallUsSection {...section} />;
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
    case 'course-slider':
      return <CourseSliderSection {...section} />;
    case 'course-catalogue':
      return <CourseCatalogueSection {...section} />;
    default:
      return assertNever(section);
  }
}
