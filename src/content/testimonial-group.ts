import type { TestimonialGroup } from '../schemas/testimonial';

/**
 * The group `slug` (content/testimonials/<slug>.yaml) among `groups`. A module of its own, so the
 * pages' render (src/content/people.ts) does not import the carousel's quote chunks.
 */
export function testimonialGroupIn(groups: readonly TestimonialGroup[], slug: string): TestimonialGroup {
  const group = groups.find((g) => g.slug === slug);
  if (!group) throw new Error(`No content/testimonials/${slug}.yaml`);
  return group;
}
