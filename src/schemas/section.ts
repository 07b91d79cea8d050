import { z } from 'zod';
import { imageSchema, linkSchema, slugSchema } from './common';
import { iconNameSchema } from './icon';
import { marketingSectionSchemas } from './marketing-sections';

/*
 * Page sections. Every page that is a list of sections (service pages, home, about) is
 * validated against this union; the renderer in src/sections/section-list.tsx has one case per
 * type, so adding a type here makes the compiler point at the renderer.
 */

export const bannerSectionSchema = z.strictObject({
  type: z.literal('banner'),
  heading: z.string().min(1).describe('The page heading (the one h1)'),
  lead: z.string().min(1).optional(),
  image: imageSchema.optional(),
});

export const featuresSectionSchema = z.strictObject({
  type: z.literal('features'),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  items: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1), icon: iconNameSchema.optional() }))
    .min(1),
});

export const faqSectionSchema = z.strictObject({
  type: z.literal('faq'),
  heading: z.string().min(1),
  group: slugSchema.describe('The FAQ group under content/faqs/ whose entries are shown'),
});

export const ctaSectionSchema = z.strictObject({
  type: z.literal('cta'),
  heading: z.string().min(1),
  text: z.string().min(1).optional(),
  action: linkSchema,
});

export const sectionSchema = z.discriminatedUnion('type', [
  bannerSectionSchema,
  featuresSectionSchema,
  faqSectionSchema,
  ctaSectionSchema,
  ...marketingSectionSchemas,
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
