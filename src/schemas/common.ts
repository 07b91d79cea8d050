import { z } from 'zod';
import { isIsoDate } from '../lib/dates';

/** Lowercase letters, digits and single hyphens: the shape of every slug and id in content/. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug of lowercase letters, digits and single hyphens');

/** A site path such as /services/seo or /contact-us#form; checked against the route table at build time. */
export const internalHrefSchema = z
  .string()
  .regex(/^\/[^\s]*$/, 'a site path starting with "/"')
  .describe('A path on this site, for example /contact-us');

/** A link that may leave the site (social profiles, maps) or stay on it. */
export const hrefSchema = z.string().regex(/^(\/|https:\/\/|mailto:|tel:)\S*$/, 'a site path, an https:// address, mailto: or tel:');

const MEDIA_EXTENSIONS = ['svg', 'jpg', 'jpeg', 'png', 'webp', 'avif', 'mp4', 'webm'];
const MEDIA_PATH = new RegExp(`^media/[a-z0-9/_.-]+\\.(${MEDIA_EXTENSIONS.join('|')})$`);

/** What to write instead of a media path that does not fit MEDIA_PATH, named as exactly as the mistake allows. */
export function explainMediaPath(written: unknown): string {
  if (typeof written !== 'string') return 'a path like media/folder/file.jpg';
  const fromMedia = written.replace(/^.*?\/?(?=media\/)/, '');
  if (!fromMedia.startsWith('media/')) return `a path that starts with media/, like media/${written.replace(/^\/+/, '')}`;
  if (fromMedia !== written) return `a path that starts at the media folder: ${fromMedia}`;
  const extension = /\.([^./]+)$/.exec(written)?.[1]?.toLowerCase();
  if (!extension || !MEDIA_EXTENSIONS.includes(extension)) return `a file ending in ${MEDIA_EXTENSIONS.map((e) => `.${e}`).join(', ')}`;
  const fixed = written.toLowerCase().replace(/[^a-z0-9/_.-]+/g, '-');
  const what = fixed === written.toLowerCase() ? 'lower-case letters' : 'lower-case letters, digits and - _ . only';
  return `${what}: write ${fixed} and name the file ${fixed.slice(fixed.lastIndexOf('/') + 1)}`;
}

/** A file under content/media/, written relative to content/ (media/blog/x.jpg); checked to exist at build time. */
export const mediaPathSchema = z
  .string()
  .regex(MEDIA_PATH, { error: (issue) => explainMediaPath(issue.input) })
  .describe('A file under content/media/, written as media/folder/file.ext (lower-case letters, digits and - _ .)');

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine(isIsoDate, 'a real calendar date');

export const imageSchema = z.strictObject({
  src: mediaPathSchema,
  alt: z.string().describe('Describes the image for screen readers; empty only for decoration'),
});
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: hrefSchema,
});
export type Link = z.infer<typeof linkSchema>;

export const seoSchema = z
  .strictObject({
    title: z.string().min(1).max(70).optional(),
    description: z.string().min(1).max(170).optional(),
    keywords: z.array(z.string().min(1)).optional(),
  })
  .describe('Overrides for the page head; defaults come from site.yaml and the page');
export type Seo = z.infer<typeof seoSchema>;
