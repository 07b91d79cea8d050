import { z } from 'zod';
import { imageSchema, internalHrefSchema, linkSchema, slugSchema } from './common';
import { iconNameSchema } from './icon';
import { marketingSectionSchemas } from './marketing-sections';

/** The background of a section, so neighbouring sections can be told apart. */
const toneSchema = z.enum(['default', 'alt', 'muted']).optional().describe('Background: default (white), alt (sand) or muted (grey)');

/*
 * Page sections. Every page that is a list of sections (service pages, home, about) is
 * validated against this union; the renderer in src/sections/section-list.tsx has one case per
 * type, so adding a type here makes the compiler point at the renderer.
 */

export const bannerSectionSchema = z.strictObject({
  type: z.literal('banner'),
  heading: z.string().min(1).describe('The page heading (the one h1)'),
  lead: z.string().min(1).optional(),
  eyebrow: z.string().min(1).optional().describe('A short label above the heading'),
  image: imageSchema
    .optional()
    .describe(
      'An illustration of about 4:3 (800 × 600 px) on the banner navy, shown whole beside the heading (below it on a phone); its edges fade into the banner',
    ),
});

export const featuresSectionSchema = z.strictObject({
  type: z.literal('features'),
  tone: toneSchema,
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  items: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1), icon: iconNameSchema.optional() })).min(1),
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

const titledTextSchema = z.strictObject({ title: z.string().min(1), text: z.string().min(1) });

/** The opening of a service page: text beside an aside of related links, a contact box and/or a help box. */
export const introSectionSchema = z.strictObject({
  type: z.literal('intro'),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  points: z.array(z.string().min(1)).optional().describe('Short ticked points under the text'),
  related: z
    .strictObject({ heading: z.string().min(1), links: z.array(z.strictObject({ label: z.string().min(1), href: internalHrefSchema })).min(1) })
    .optional()
    .describe('Related or sibling services, listed beside the text'),
  contact: z
    .strictObject({
      heading: z.string().min(1),
      phoneLabel: z.string().min(1),
      emailLabel: z.string().min(1),
      addressLabel: z.string().min(1),
      action: linkSchema.describe('The Get In Touch button'),
    })
    .optional()
    .describe('Phone, e-mail and address come from site.yaml'),
  assistance: z
    .strictObject({ heading: z.string().min(1), text: z.string().min(1), action: linkSchema })
    .optional()
    .describe('The need-assistance box'),
});

export const benefitsSectionSchema = z.strictObject({
  type: z.literal('benefits'),
  tone: toneSchema,
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  items: z.array(titledTextSchema).min(1).describe('Shown as a numbered list, in this order'),
});

export const linkCardsSectionSchema = z.strictObject({
  type: z.literal('link-cards'),
  tone: toneSchema,
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  linkLabel: z.string().min(1).describe('Text of each card link, for example "More details"'),
  items: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1), icon: iconNameSchema, href: internalHrefSchema })).min(1),
});

export const serviceCardsSectionSchema = z.strictObject({
  type: z.literal('service-cards'),
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  linkLabel: z.string().min(1).describe('Text of each card link; the cards come from content/service-cards.yaml'),
});

export const cycleSectionSchema = z.strictObject({
  type: z.literal('cycle'),
  tone: toneSchema,
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  intervalMs: z.number().int().min(2000).max(20000).default(5000).describe('How long each item stays highlighted'),
  items: z.array(titledTextSchema).min(2),
});

export const countersSectionSchema = z.strictObject({
  type: z.literal('counters'),
  heading: z.string().min(1).describe('Read by screen readers; the counters speak for themselves on screen'),
  items: z
    .array(z.strictObject({ label: z.string().min(1), value: z.number().int().min(0), icon: iconNameSchema }))
    .min(1)
    .describe(
      'Values of 1000 or more show as thousands with k in English (100000 → 100k) and in हज़ार or लाख in Hindi (100000 → 1 लाख); others with a plus (150 → 150+)',
    ),
});

export const missionVisionSectionSchema = z.strictObject({
  type: z.literal('mission-vision'),
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  image: imageSchema.optional(),
  items: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1), icon: iconNameSchema }))
    .min(1)
    .max(3),
});

export const hostingOfferSectionSchema = z.strictObject({
  type: z.literal('hosting-offer'),
  eyebrow: z.string().min(1).optional(),
  heading: z.string().min(1),
  fromLabel: z.string().min(1).describe('Text before the price, for example "Starting at"'),
  price: z.string().min(1).describe('The price as shown: write its placeholder, for example "{prices.hostingOffer}" (content/prices.yaml)'),
  perMonthLabel: z.string().min(1),
  points: z.array(z.string().min(1)).min(1).describe('The extras of the offer (months free, guarantee)'),
  action: linkSchema,
});

export const ratingsSectionSchema = z.strictObject({
  type: z.literal('ratings'),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  items: z
    .array(
      z.strictObject({
        logo: imageSchema,
        stars: z.number().min(0).max(5).describe('Filled stars drawn (0 to 5)'),
        score: z.string().min(1).describe('The score as read aloud and shown, for example "4.8 out of 5"'),
        reviews: z.string().min(1).describe('For example "1,240 reviews"'),
      }),
    )
    .min(1),
});

export const pricingSectionSchema = z.strictObject({
  type: z.literal('pricing'),
  tone: toneSchema,
  heading: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  lead: z.string().min(1).optional(),
  periodLabel: z.string().min(1).describe('After each price, for example "/year"'),
  featuredLabel: z.string().min(1).describe('Badge on the plan marked featured'),
  action: linkSchema.describe('The join button of every plan'),
  note: z.string().min(1).optional(),
});

export const courseSliderSectionSchema = z.strictObject({
  type: z.literal('course-slider'),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  pauseLabel: z.string().min(1).describe('The switch that stops the strip moving, e.g. "Pause"'),
});

export const courseCatalogueSectionSchema = z.strictObject({
  type: z.literal('course-catalogue'),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  audienceLabel: z.string().min(1).describe('Heading before the first line of each description'),
  topicsLabel: z.string().min(1),
  action: linkSchema.describe('The Explore More link of every course'),
  forwardText: z.string().min(1).describe('Shown on the old /courses/<alias> pages while they lead to a course here'),
  forwardLabel: z.string().min(1).describe('The link on those pages; the course name follows it'),
});

export const sectionSchema = z.discriminatedUnion('type', [
  bannerSectionSchema,
  featuresSectionSchema,
  faqSectionSchema,
  ctaSectionSchema,
  ...marketingSectionSchemas,
  introSectionSchema,
  benefitsSectionSchema,
  linkCardsSectionSchema,
  serviceCardsSectionSchema,
  cycleSectionSchema,
  countersSectionSchema,
  missionVisionSectionSchema,
  hostingOfferSectionSchema,
  ratingsSectionSchema,
  pricingSectionSchema,
  courseSliderSectionSchema,
  courseCatalogueSectionSchema,
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
