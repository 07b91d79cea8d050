import { z } from 'zod';
import { imageSchema, internalHrefSchema, linkSchema, slugSchema } from './common';
import { mediaPathSchema } from './media-path';
import { iconNameSchema } from './icon';
import { neutral } from './language-neutral';

/*
 * Section types of the home and about pages. They join the union in ./section.ts, so any
 * page made of sections may use them.
 */

const text = z.string().min(1);
const eyebrow = text.optional().describe('Small label above the heading');
const stat = z.strictObject({
  value: text.describe('A figure and any words with it, for example "100+" or "6 months"; a translation writes the same figure in its own words'),
  label: text,
});
const card = z.strictObject({ title: text, text: text.max(220), icon: iconNameSchema });
/** A card that opens a page of the site. */
const linkedCard = card.extend({ href: internalHrefSchema });
/** The heading block most sections open with: a small label, the heading and a line under it. */
const intro = { eyebrow, heading: text, lead: text.optional() };
const field = z.strictObject({ label: text, placeholder: text });

export const appointmentFormSchema = z.strictObject({
  heading: text,
  text: text.optional(),
  // Mail to the company stays English, whatever the language of the page.
  subject: neutral(text.describe('Subject of the e-mail the company receives for each request')),
  fields: z.strictObject({ name: field, email: field, phone: field, message: field }),
  submit: text,
  submitting: text,
  success: text,
  failure: text.describe('Shown when sending failed; {phone} becomes the phone number from site.yaml'),
});
export type AppointmentForm = z.infer<typeof appointmentFormSchema>;

export const heroSectionSchema = z.strictObject({
  type: z.literal('hero'),
  eyebrow,
  heading: text.describe('The page heading (the one h1)'),
  lead: text,
  services: z
    .strictObject({
      label: text.describe('The name of the list for screen readers, for example "What we do"'),
      items: z
        .array(z.strictObject({ label: text, icon: iconNameSchema, href: internalHrefSchema }))
        .min(2)
        .max(4),
    })
    .optional()
    .describe('What the company does, as links under the lead: part of the first screen at every width'),
  highlights: z.array(text).max(4).optional(),
  video: z
    .strictObject({
      mp4: mediaPathSchema,
      webm: mediaPathSchema,
      poster: imageSchema.describe('Shown before the video plays, and instead of it under reduced motion (from 768 px: a phone shows neither)'),
    })
    .describe('The video behind the hero from 768 px on; a phone shows the heading and the service tiles on navy instead'),
  form: appointmentFormSchema,
});

export const logoStripSectionSchema = z.strictObject({
  type: z.literal('logo-strip'),
  eyebrow,
  heading: text,
  group: slugSchema.describe('The logo set under content/logos/'),
  layout: z.enum(['strip', 'slider']).describe('strip: a static row; slider: a slowly scrolling band'),
});

export const aboutSectionSchema = z.strictObject({
  type: z.literal('about'),
  eyebrow,
  heading: text,
  isPageHeading: z.boolean().optional().describe('true when this heading is the page heading (h1)'),
  paragraphs: z.array(text).min(1),
  image: imageSchema,
  features: z.array(text).max(6).optional().describe('Short points shown with a tick'),
  stats: z.array(stat).max(3).optional(),
  badge: stat.optional().describe('A badge on the image, for example 8+ years of experience'),
  action: linkSchema.optional(),
});

export const whyUsSectionSchema = z.strictObject({
  type: z.literal('why-us'),
  ...intro,
  items: z.array(card).length(4, 'exactly 4 cards'),
});

/** The courses as a band of cards; the cards come from content/courses/ (each course's `card`). */
export const courseStripSectionSchema = z.strictObject({
  type: z.literal('course-strip'),
  ...intro,
  linkLabel: text.describe('The link of each card, to the course on the e-learning page'),
});

export const testimonialsSectionSchema = z.strictObject({
  type: z.literal('testimonials'),
  ...intro,
  group: slugSchema.describe('The quotes under content/testimonials/'),
  previousLabel: text,
  nextLabel: text,
  pauseLabel: text,
  playLabel: text,
  positionLabel: text.describe('For example "{n} of {total}"'),
});

export const latestPostsSectionSchema = z.strictObject({
  type: z.literal('latest-posts'),
  ...intro,
  empty: text.describe('Shown when the blog has no posts'),
  readMore: text,
  allPosts: linkSchema,
});

export const serviceBoxesSectionSchema = z.strictObject({
  type: z.literal('service-boxes'),
  ...intro,
  linkLabel: text,
  items: z.array(linkedCard).length(3, 'exactly 3 boxes'),
});

export const mentorsSectionSchema = z.strictObject({
  type: z.literal('mentors'),
  ...intro,
  mentors: z.array(slugSchema).min(1).describe('Mentors under content/mentors/, in this order'),
  openLabel: text.describe('Button on each card; {name} is filled in'),
  closeLabel: text,
});

export const successStorySectionSchema = z.strictObject({
  type: z.literal('success-story'),
  eyebrow,
  heading: text,
  paragraphs: z.array(text).min(1),
  image: imageSchema,
  stats: z.array(stat).max(3),
  action: linkSchema,
});

export const callUsSectionSchema = z.strictObject({
  type: z.literal('call-us'),
  heading: text,
  text: text,
  callLabel: text.describe('Button text before the phone number'),
  action: linkSchema.optional(),
});

export const marketingSectionSchemas = [
  heroSectionSchema,
  logoStripSectionSchema,
  aboutSectionSchema,
  whyUsSectionSchema,
  courseStripSectionSchema,
  testimonialsSectionSchema,
  latestPostsSectionSchema,
  serviceBoxesSectionSchema,
  mentorsSectionSchema,
  successStorySectionSchema,
  callUsSectionSchema,
] as const;
