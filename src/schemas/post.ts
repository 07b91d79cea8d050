import { z } from 'zod';
import { isoDateSchema, mediaPathSchema } from './common';

/** Front matter of a Markdown file under content/blog/. The file name must be the slug of the title. */
export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(1).max(120),
  date: isoDateSchema,
  author: z.string().min(1),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)).max(8).default([]),
  image: mediaPathSchema.optional(),
  alt: z.string().min(1).optional(),
  summary: z.string().min(1).max(160).describe('Shown on cards and as the meta description'),
});
export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** A blog post as every page sees it, whether it came from Markdown or from the posts API. */
export const postSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string().nullable().describe('null when the source had no usable title'),
  date: isoDateSchema.nullable(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()).nullable().describe('null when the source sent something other than a list'),
  image: z.string().nullable().describe('null means: show the default blog image'),
  alt: z.string(),
  summary: z.string(),
  html: z.string().describe('Sanitised HTML of the post body'),
});
export type Post = z.infer<typeof postSchema>;

/** A post on a list (cards, Recent News): everything but the body. */
export type PostSummary = Omit<Post, 'html'>;

/** A post built from content/: every field is known. */
export type ContentPost = Post & { title: string; date: string; tags: string[] };

/** What GET /apis/get_post.php sends for one post: the field names the original clients read. */
export type ApiPost = {
  post_id: string;
  slug: string;
  post_title: string;
  post_image: string | null;
  post_date: string;
  post_alt: string;
  author: string;
  category: string;
  summary: string;
  content: string;
  tags: string[];
};
