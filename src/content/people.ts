import mentors from '../generated/mentors.json';
import testimonials from '../generated/testimonials.json';
import type { Mentor } from '../schemas/mentor';
import type { TestimonialGroup } from '../schemas/testimonial';

export function getMentor(slug: string): Mentor {
  const mentor = mentors.find((m) => m.slug === slug);
  if (!mentor) throw new Error(`No content/mentors/${slug}.yaml`);
  return mentor;
}

export function getTestimonialGroup(slug: string): TestimonialGroup {
  const group = testimonials.find((g) => g.slug === slug);
  if (!group) throw new Error(`No content/testimonials/${slug}.yaml`);
  return group;
}
