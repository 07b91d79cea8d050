/*
 * The blog's tags and categories (src/generated/blog-terms.json), each with the slug of its page,
 * and the posts of one of them. Like content/posts.ts, only the prerender imports this module.
 */
import blogTerms from '../generated/blog-terms.json';
import type { BlogTerm } from '../schemas/blog-terms';
import type { Post } from '../schemas/post';
import { slugify } from '../lib/slug';
import { listPosts } from './posts';

export type TermKind = 'tag' | 'category';

/** Every tag the posts carry, most used first. */
export const listTags = (): BlogTerm[] => blogTerms.tags;
/** Every category of the posts, most used first. */
export const listCategories = (): BlogTerm[] => blogTerms.categories;

export const listTerms = (kind: TermKind): BlogTerm[] => (kind === 'tag' ? listTags() : listCategories());

export const findTerm = (kind: TermKind, slug: string): BlogTerm | undefined => listTerms(kind).find((term) => term.slug === slug);

/** The posts with a tag, or of a category, newest first. */
export function listPostsOf(kind: TermKind, slug: string): Post[] {
  return listPosts().filter((post) => (kind === 'tag' ? post.tags.some((tag) => slugify(tag) === slug) : post.category !== null && slugify(post.category) === slug));
}
