import { z } from 'zod';
import type { Localized } from './localized';

/** A tag or a category of the blog: the name posts give it, the slug of its page, and how many posts carry it. */
export const blogTermSchema = z.strictObject({ slug: z.string(), name: z.string(), count: z.number().int().positive() });
export type BlogTerm = Localized<z.infer<typeof blogTermSchema>>;

/** What the content build writes to src/generated/blog-terms.json: every tag and category, most used first. */
export const blogTermsSchema = z.strictObject({ tags: z.array(blogTermSchema), categories: z.array(blogTermSchema) });
export type BlogTerms = Localized<z.infer<typeof blogTermsSchema>>;
