/*
 * The blog of a language other than English: its posts with what the blog's rules add over that
 * language's posts only (src/lib/blog-rules.ts), and its tags and categories. A term keeps the
 * English term's slug in every language, so /hi/blog/tag/seo is the Hindi page of /blog/tag/seo:
 * a translated post's terms take the slugs of the English post's terms, position by position; a
 * post that exists only in this language takes them from its terms' names, matched to the names
 * translations give the English terms, else spelt in Latin letters (lib/slug.ts). Each term has
 * one name per language, as in English: two names for one term, or one name for two terms, is a
 * mistake.
 */
import type { BlogTerm, BlogTerms } from '../../src/schemas/blog-terms';
import type { Post } from '../../src/schemas/post';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import { compareByDate, countWords, neighbours, readingMinutes, relatedPosts, summaryFromBody } from '../../src/lib/blog-rules';
import { paths } from '../../src/lib/paths';
import { localizePath, type Locale } from '../../src/lib/locale';
import { slugify } from '../../src/lib/slug';
import { isUntranslated, stripUntranslated } from '../../src/lib/untranslated';
import type { PathSegment } from './source';

/** A post of the language: its checked front matter (untranslated texts marked), its HTML, and where its mistakes are told. */
export type EditionPost = {
  slug: string;
  data: PostFrontMatter;
  html: string;
  /** The English post's front matter, for a translation; undefined for a post only in this language. */
  english: PostFrontMatter | undefined;
  report: (at: PathSegment[], message: string) => void;
};

type Field = 'category' | 'tags';
const FIELDS: Field[] = ['category', 'tags'];
const LABELS: Record<Field, { one: string; page: (slug: string) => string }> = {
  category: { one: 'category', page: (slug) => paths.category(slug) },
  tags: { one: 'tag', page: (slug) => paths.tag(slug) },
};

const namesOf = (data: Pick<PostFrontMatter, Field>, field: Field): string[] => (field === 'tags' ? (data.tags ?? []) : data.category ? [data.category] : []);

/** One term on one post: its name as the post gives it, and the slug of its page. */
type Use = { post: EditionPost; index: number; name: string; slug: string; isTranslated: boolean };

/** The slug of each term of each post, and the mistakes of naming. */
function termUses(posts: EditionPost[], englishNames: Record<Field, Map<string, string>>, locale: Locale): Record<Field, Use[]> {
  const uses: Record<Field, Use[]> = { category: [], tags: [] };
  for (const field of FIELDS) {
    const { one, page } = LABELS[field];
    const translations = posts.filter((post) => post.english);
    // The names translations give the English terms: a post only in this language is matched by them.
    const glossary = new Map<string, string>();
    const list: Use[] = [];
    for (const post of translations) {
      const english = namesOf(post.english!, field);
      namesOf(post.data, field).forEach((name, index) => {
        const slug = slugify(english[index]!);
        const isTranslated = !isUntranslated(name);
        list.push({ post, index, name, slug, isTranslated });
        if (isTranslated && !glossary.has(name)) glossary.set(name, slug);
      });
    }
    for (const post of posts.filter((p) => !p.english)) {
      namesOf(post.data, field).forEach((name, index) => list.push({ post, index, name, slug: glossary.get(name) ?? slugify(name), isTranslated: true }));
    }
    const at = (use: Use): PathSegment[] => (field === 'tags' ? ['tags', use.index] : ['category']);
    const englishName = (slug: string) => (englishNames[field].has(slug) ? `"${englishNames[field].get(slug)}"` : `"${slug}"`);
    const named = list.filter((use) => use.isTranslated);
    // Two names for one term: the name met first (newest post first) is the one to keep.
    const firstName = new Map<string, string>();
    for (const use of named) {
      const first = firstName.get(use.slug);
      if (first === undefined) firstName.set(use.slug, use.name);
      else if (use.name !== first) {
        use.post.report(
          at(use),
          `"${use.name}" and "${first}" are both the name of the ${one} ${englishName(use.slug)} (${localizePath(page(use.slug), locale)}), expected one name for each ${one}; write "${first}"`,
        );
      }
    }
    // One name for two terms: the two pages would have the same name.
    const firstSlug = new Map<string, string>();
    for (const use of named) {
      const slug = firstSlug.get(use.name);
      if (slug === undefined) firstSlug.set(use.name, use.slug);
      else if (slug !== use.slug) {
        use.post.report(
          at(use),
          `"${use.name}" is already the name of the ${one} ${englishName(slug)}, expected a name of its own for the ${one} ${englishName(use.slug)}`,
        );
      }
    }
    uses[field] = list;
  }
  return uses;
}

/** The terms of one field, most used first: each with the name the posts give it (a translated name before the English one). */
function termsOf(uses: Use[]): BlogTerm[] {
  const bySlug = new Map<string, BlogTerm & { isTranslated: boolean }>();
  for (const use of uses) {
    const term = bySlug.get(use.slug);
    if (!term) bySlug.set(use.slug, { slug: use.slug, name: use.name, count: 1, isTranslated: use.isTranslated });
    else {
      term.count += 1;
      if (!term.isTranslated && use.isTranslated) Object.assign(term, { name: use.name, isTranslated: true });
    }
  }
  return [...bySlug.values()]
    .map(({ slug, name, count }) => ({ slug, name, count }))
    .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
}

/**
 * The posts of the language, newest first, with reading time, related posts and previous and next
 * among them, and their tags and categories. `englishPosts` names the English terms in messages.
 */
export function editionBlog(posts: EditionPost[], englishPosts: PostFrontMatter[], locale: Locale): { posts: Post[]; terms: BlogTerms } {
  const namesBySlug = (field: Field) => new Map(englishPosts.flatMap((post) => namesOf(post, field)).map((name) => [slugify(name), name]));
  const englishNames: Record<Field, Map<string, string>> = { category: namesBySlug('category'), tags: namesBySlug('tags') };
  const ordered = [...posts].sort((a, b) => compareByDate({ slug: a.slug, date: a.data.date ?? null }, { slug: b.slug, date: b.data.date ?? null }));
  const uses = termUses(ordered, englishNames, locale);
  const slugs = new Map(ordered.map((post) => [post, { category: [] as string[], tags: [] as string[] }]));
  for (const field of FIELDS) for (const use of uses[field]) slugs.get(use.post)![field].push(use.slug);
  const slugsOf = (post: EditionPost, field: Field) => slugs.get(post)![field];
  const base = ordered.map((post) => {
    const { data } = post;
    return {
      id: post.slug,
      slug: post.slug,
      title: data.title,
      date: data.date ?? null,
      author: data.author ?? null,
      category: data.category ?? null,
      categorySlug: slugsOf(post, 'category')[0] ?? null,
      tags: data.tags ?? [],
      tagSlugs: slugsOf(post, 'tags'),
      image: data.image ?? null,
      alt: data.alt ?? null,
      summary: data.summary ?? summaryFromBody(post.html),
      html: post.html,
    };
  });
  // The blog's rules compare terms by slug, which is the same for a term in every language.
  const ranked = base.map((post) => ({ slug: post.slug, date: post.date, category: post.categorySlug, tags: post.tagSlugs }));
  const around = neighbours(ranked);
  const related = relatedPosts(ranked);
  const built: Post[] = base.map((post) => {
    const wordCount = countWords(stripUntranslated(post.html));
    const { previous = null, next = null } = around.get(post.slug) ?? {};
    return { ...post, wordCount, readingMinutes: readingMinutes(wordCount), related: related.get(post.slug) ?? [], previous, next };
  });
  return { posts: built, terms: { tags: termsOf(uses.tags), categories: termsOf(uses.category) } };
}
