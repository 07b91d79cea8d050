/*
 * The quotes of a testimonials group, for its carousel in the browser: each language's quotes are a
 * chunk of their own, fetched with the carousel's code when it wakes, so a page's HTML carries the
 * one quote it shows and not every quote of the group (1.3 KB of brotli on /hi/, which pushed the
 * page past the first round trip's 14.6 KB).
 */
import type { TestimonialCarouselProps } from './testimonial-carousel';
import type { Locale } from '../lib/locale';
import type { TestimonialGroup } from '../schemas/testimonial';
import { testimonialGroupIn } from '../content/testimonial-group';

const QUOTES: Record<Locale, () => Promise<{ default: TestimonialGroup[] }>> = {
  en: () => import('../generated/testimonials.json'),
  hi: () => import('../generated/hi/testimonials.json'),
};

/** What the page's HTML carries of a testimonials carousel. */
export type ShippedTestimonials = { group: string; locale: Locale; labels: TestimonialCarouselProps['labels'] };

/** The carousel's props in the browser: its group's quotes in the page's language, as the prerender rendered them. */
export async function carouselProps({ group, locale, labels }: ShippedTestimonials): Promise<TestimonialCarouselProps> {
  const groups = (await QUOTES[locale]()).default;
  return { items: testimonialGroupIn(groups, group).items, labels };
}
