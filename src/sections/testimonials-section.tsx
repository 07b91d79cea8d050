import { Island } from '../islands/island';
import { Section } from '../components/section';
import { getTestimonialGroup } from '../content/people';
import { useLocale } from '../components/page-locale';
import type { SectionOf } from '../schemas/section';
import { TestimonialCarousel } from '../islands/testimonial-carousel';

/** Client quotes, one at a time in a rotating carousel (an island that wakes when it comes into view). */
export function TestimonialsSection(props: SectionOf<'testimonials'>) {
  const { eyebrow, heading, lead, group, previousLabel, nextLabel, pauseLabel, playLabel, positionLabel, lang } = props;
  const locale = useLocale();
  const { items } = getTestimonialGroup(group, locale);
  const labels = { previous: previousLabel, next: nextLabel, pause: pauseLabel, play: playLabel, position: positionLabel };
  return (
    <Section eyebrow={eyebrow} heading={heading} lead={lead} tone="muted" align="center" lang={lang}>
      <Island name="testimonials" component={TestimonialCarousel} props={{ items, labels }} ship={{ group, locale, labels }} hydrate="visible" />
    </Section>
  );
}
