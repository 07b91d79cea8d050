import { mentors } from '../generated/content/mentors';
import { testimonials } from '../generated/content/testimonials';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';
import { testimonialGroupIn } from './testimonial-group';

export const getMentor = (slug: string, locale: Locale) => itemOf(mentors[locale], slug, `mentors/${slug}.yaml`);

export const getTestimonialGroup = (slug: string, locale: Locale) => testimonialGroupIn(testimonials[locale], slug);
