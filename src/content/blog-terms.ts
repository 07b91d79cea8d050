/*
 * The blog's tags and categories of each language (src/generated/blog-terms.json), each with the
 * slug of its page (the English slug in every language, so /hi/blog/tag/seo is the Hindi page of
 * /blog/tag/seo), and the posts of one of them. Like content/posts.ts, only the prerender imports
 * this module.
 */
import { blogTerms } from '../generated/content/blog-terms';
import type { Locale } from '../lib/locale';
import { listPosts } from './posts';

export type TermKind = 'tag' | 'category';

/** Every tag, or every category, the posts of a language carry, most used first. */
export const listTerms = (kind: TermKind, locale: Locale) => (kind === 'tag' ? blogTerms[locale].tags : blogTerms[locale].categories);

export const findTerm = (kind: TermKind, slug: string, locale: Locale) => listTerms(kind, locale).find((term) => term.slug === slug);

/** The posts with a tag, or of a category, newest first. */
export function listPostsOf(kind: TermKind, slug: string, locale: Locale) {
  return listPosts(locale).filter((post) => (kind === 'tag' ? post.tagSlugs.includes(slug) : post.categorySlug === slug));
}
