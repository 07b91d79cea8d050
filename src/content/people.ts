import enMentors from '../generated/mentors.json';
import hiMentors from '../generated/hi/mentors.json';
import enTestimonials from '../generated/testimonials.json';
import hiTestimonials from '../generated/hi/testimonials.json';
import type { Locale } from '../lib/locale';
import type { Mentor } from '../schemas/mentor';
import type { TestimonialGroup } from '../schemas/testimonial';
import { testimonialGroupIn } from './testimonial-group';

const mentors: Record<Locale, Mentor[]> = { en: enMentors, hi: hiMentors };
const testimonials: Record<Locale, TestimonialGroup[]> = { en: enTestimonials, hi: hiTestimonials };

export function getMentor(slug: string, locale: Locale): Mentor {
  const mentor = mentors[locale].find((m) => m.slug === slug);
  if (!mentor) throw new Error(`No content/mentors/${slug}.yaml`);
  return mentor;
}

export function getTestimonialGroup(slug: string, locale: Locale): TestimonialGroup {
  return testimonialGroupIn(testimonials[locale], slug);
}
