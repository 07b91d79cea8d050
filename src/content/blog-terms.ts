import blogTerms from '../generated/blog-terms.json';
import type { BlogTerm } from '../schemas/blog-terms';
import { slugify } from '../lib/slug';

/** Every tag the posts carry, most used first (src/generated/blog-terms.json). */
export const listTags = (): BlogTerm[] => blogTerms.tags;
/** Every category of the posts, most used first. */
export const listCategories = (): BlogTerm[] => blogTerms.categories;

/** The slug of a tag's or a category's page: the site's slug rule. */
export const termSlug = (name: string): string => slugify(name);
