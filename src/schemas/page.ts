import { z } from 'zod';
import { seoSchema, slugSchema } from './common';
import { sectionSchema } from './section';
import { serviceCardSchema } from './service-card';
import type { Localized } from './localized';

/** A page under content/pages/ that is only a list of sections (home, about, services index…). */
export const pageSchema = z.strictObject({
  slug: slugSchema,
  title: z.string().min(1),
  summary: z.string().min(1).max(160).describe('The meta description'),
  seo: seoSchema.optional(),
  card: serviceCardSchema.optional().describe('For a page under /services (e-learning): shows it as a card beside the services'),
  sections: z.array(sectionSchema).min(1),
});
export type Page = Localized<z.infer<typeof pageSchema>>;
