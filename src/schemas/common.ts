import { z } from 'zod';
import { mediaPathSchema } from './media-path';
import { neutral } from './language-neutral';
import type { Localized } from './localized';

/** Lowercase letters, digits and single hyphens: the shape of every slug and id in content/. */
export const slugSchema = neutral(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug of lowercase letters, digits and single hyphens'));

/** A site path such as /services/seo or /contact-us#form; checked against the route table at build time. */
export const internalHrefSchema = neutral(
  z
    .string()
    .regex(/^\/[^\s]*$/, 'a site path starting with "/"')
    .describe('A path on this site, for example /contact-us'),
  'link',
);

/** A link that may leave the site (social profiles, maps) or stay on it. */
export const hrefSchema = neutral(z.string().regex(/^(\/|https:\/\/|mailto:|tel:)\S*$/, 'a site path, an https:// address, mailto: or tel:'), 'link');

export const imageSchema = z.strictObject({
  src: mediaPathSchema,
  alt: z.string().describe('Describes the image for screen readers; empty only for decoration'),
});
export type Image = Localized<z.infer<typeof imageSchema>>;

export const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: hrefSchema,
});
export type Link = Localized<z.infer<typeof linkSchema>>;

export const seoSchema = z
  .strictObject({
    title: z.string().min(1).max(70).optional(),
    description: z.string().min(1).max(170).optional(),
    keywords: z.array(z.string().min(1)).optional(),
  })
  .describe('Overrides for the page head; defaults come from site.yaml and the page');
export type Seo = Localized<z.infer<typeof seoSchema>>;
