import { z } from 'zod';
import { slugSchema } from './common';
import type { Localized } from './localized';

/** One file under content/faqs/: a group of questions, shown by a faq section that names the group. */
export const faqGroupSchema = z.strictObject({
  slug: slugSchema,
  items: z.array(z.strictObject({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});
export type FaqGroup = Localized<z.infer<typeof faqGroupSchema>>;
