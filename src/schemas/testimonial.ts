import { z } from 'zod';
import { imageSchema, slugSchema } from './common';
import type { Localized } from './localized';

/** A file under content/testimonials/: a group of client quotes, shown by a testimonials section. */
export const testimonialGroupSchema = z.strictObject({
  slug: slugSchema,
  items: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        role: z.string().min(1).describe('Role and company, for example "Owner, Hawa Travels"'),
        quote: z.string().min(1).max(400),
        avatar: imageSchema,
      }),
    )
    .min(1),
});
export type TestimonialGroup = Localized<z.infer<typeof testimonialGroupSchema>>;
export type Testimonial = TestimonialGroup['items'][number];
