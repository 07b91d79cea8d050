import * as z from 'zod/mini';
import '../lib/zod-config';
import { isoDateSchema } from './iso-date';
import { textLanguagesSchema } from './localized';
import { mediaPathSchema } from './media-path';

/*
 * A blog post as the content build writes it and every page shows it; what the front matter
 * (post-front-matter.ts) left out is null. The blog search reads the summaries back in the browser.
 */
const postSummaryShape = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  date: z.nullable(isoDateSchema),
  author: z.nullable(z.string()),
  category: z.nullable(z.string()),
  /** The slug of the category's page: the English category's slug in every language. */
  categorySlug: z.nullable(z.string()),
  tags: z.array(z.string()),
  /** The slugs of the tags' pages, tag by tag: the English tags' slugs in every language. */
  tagSlugs: z.array(z.string()),
  /** A content path (media/…); null means: show the default blog image. */
  image: z.nullable(mediaPathSchema),
  alt: z.nullable(z.string()),
  summary: z.string(),
  /** Words of the body (the content build counts them). */
  wordCount: z.int().check(z.nonnegative()),
  /** Reading time in whole minutes (src/lib/blog-rules.ts). */
  readingMinutes: z.int().check(z.positive()),
  /** The texts that show in English on a page of another language (src/schemas/localized.ts). */
  lang: textLanguagesSchema,
};

/** A post on a list (cards, Recent News, the blog search): everything but the body and its links to other posts. */
export const postSummarySchema = z.strictObject(postSummaryShape);
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postSchema = z.strictObject({
  ...postSummaryShape,
  /** Sanitised HTML of the post body. */
  html: z.string(),
  /** Slugs of up to three related posts, most related first. */
  related: z.array(z.string()).check(z.maxLength(3)),
  /** Slug of the next older post. */
  previous: z.nullable(z.string()),
  /** Slug of the next newer post. */
  next: z.nullable(z.string()),
});
export type Post = z.infer<typeof postSchema>;

/** One entry of the blog search's index (src/content/blog-search.ts): what a card shows, and the text it is searched by. */
export const blogSearchEntrySchema = z.object({ post: postSummarySchema, text: z.string() });
export type BlogSearchEntry = z.infer<typeof blogSearchEntrySchema>;
