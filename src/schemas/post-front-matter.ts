import { z } from 'zod';
import { isoDateSchema } from './iso-date';
import { mediaPathSchema } from './media-path';

/**
 * Front matter of a Markdown file under content/blog/. The file name must be the slug of the title.
 * Every field but the title is optional: a post without one shows the blog's fallback for it
 * (content/copy/blog.yaml: Unknown Author, Uncategorized, the default image…), and one without a
 * summary is summed up by the first sentences of its body.
 */
export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(1).max(120),
  date: z.optional(isoDateSchema).describe('YYYY-MM-DD. Posts are listed newest first; a post without a date comes after the dated ones'),
  author: z.string().min(1).optional(),
  category: z.string().min(1).optional(),
  tags: z.array(z.string().min(1)).max(8).optional(),
  image: z.optional(mediaPathSchema).describe('The cover, a file under content/media/ (1200×675 works best)'),
  alt: z.string().min(1).optional().describe('What the cover shows, for people who cannot see it'),
  summary: z
    .string()
    .min(1)
    .max(160)
    .optional()
    .describe('Shown on cards and as the meta description; without it, the first sentences of the post (up to 160 characters)'),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
