import { z } from 'zod';
import { isoDateSchema, mediaPathSchema } from './common';

/**
 * Front matter of a Markdown file under content/blog/. The file name must be the slug of the title.
 * Every field but the title and summary is optional: a post without one shows the blog's fallback
 * for it (content/copy/blog.yaml: Unknown Author, Uncategorized, the default image…).
 */
export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(1).max(120),
  date: isoDateSchema.optional().describe('YYYY-MM-DD. Posts are listed newest first; a post without a date comes after the dated ones'),
  author: z.string().min(1).optional(),
  category: z.string().min(1).optional(),
  tags: z.array(z.string().min(1)).max(8).optional(),
  image: mediaPathSchema.optional().describe('The cover, a file under content/media/ (1200×675 works best)'),
  alt: z.string().min(1).optional().describe('What the cover shows, for people who cannot see it'),
  summary: z.string().min(1).max(160).describe('Shown on cards and as the meta description'),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** A blog post as the content build writes it and every page shows it. What the front matter left out is null. */
export const postSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  date: isoDateSchema.nullable(),
  author: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  image: mediaPathSchema.nullable().describe('A content path (media/…); null means: show the default blog image'),
  alt: z.string().nullable(),
  summary: z.string(),
  html: z.string().describe('Sanitised HTML of the post body'),
  wordCount: z.number().int().nonnegative().describe('Words of the body (the content build counts them)'),
  readingMinutes: z.number().int().positive().describe('Reading time in whole minutes (src/lib/blog-rules.ts)'),
  related: z.array(z.string()).max(3).describe('Slugs of up to three related posts, most related first'),
  previous: z.string().nullable().describe('Slug of the next older post'),
  next: z.string().nullable().describe('Slug of the next newer post'),
});
export type Post = z.infer<typeof postSchema>;

/** A post on a list (cards, Recent News, the blog search): everything but the body and its links to other posts. */
export type PostSummary = Omit<Post, 'html' | 'related' | 'previous' | 'next'>;

/** What GET /apis/get_post.php sends for one post: the field names the original clients read. */
export type ApiPost = {
  post_id: string;
  slug: string;
  post_title: string;
  post_image: string | null;
  post_date: string | null;
  post_alt: string | null;
  author: string | null;
  category: string | null;
  summary: string;
  content: string;
  tags: string[];
};
