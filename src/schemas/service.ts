import { z } from 'zod';
import { seoSchema, slugSchema } from './common';
import { sectionSchema } from './section';
import { serviceCardSchema } from './service-card';
import type { Localized } from './localized';

/** One file under content/services/: the file name is the slug and the page is /services/<slug>. */
export const serviceSchema = z.strictObject({
  slug: slugSchema,
  title: z.string().min(1).describe('Short name used in menus, lists and the page title'),
  summary: z.string().min(1).max(160).describe('Shown on cards and as the meta description'),
  seo: seoSchema
    .extend({ keywords: z.array(z.string().min(1)).min(1).describe('The meta keywords of this page') })
    .describe('The page head: keywords, and optional title and description overrides'),
  card: serviceCardSchema.optional(),
  sections: z.array(sectionSchema).min(1),
});
export type Service = Localized<z.infer<typeof serviceSchema>>;
