import { z } from 'zod';
import { slugSchema } from './common';

/** One file under content/faqs/: a group of questions, shown by a faq section that names the group. */
export const faqGroupSchema = z.strictObject({
  slug: slugSchema,
  items: z.array(z.strictObject({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;
