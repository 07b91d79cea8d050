/*
 * The blog's build-time rules, run by the content build (scripts/build-content.ts) over every post:
 * reading time, related posts, the previous and next post, and the tag and category pages.
 * Pure functions of the posts, so the unit tests state each rule.
 */
import { slugify } from './slug';

/** Reading speed the reading time is stated at: words of the body per minute. */
export const WORDS_PER_MINUTE = 200;
/** How many related posts a post lists at most. */
export const RELATED_COUNT = 3;
/** A shared category weighs more than one shared tag. */
export const RELATED_WEIGHTS = { category: 2, tag: 1 } as const;

/** Words of a post's body: its HTML without tags and entities, split on white space. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes at WORDS_PER_MINUTE, rounded to the nearest, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

type Ranked = { slug: string; date: string | null; category: string | null; tags: string[] };

const sameTerm = (a: string, b: string) => slugify(a) === slugify(b);

/** How related two posts are: RELATED_WEIGHTS.category for the same category, plus one per shared tag. */
export function relatedScore(a: Ranked, b: Ranked): number {
  const category = a.category !== null && b.category !== null && sameTerm(a.category, b.category) ? RELATED_WEIGHTS.category : 0;
  const tags = a.tags.filter((tag) => b.tags.some((other) => sameTerm(tag, other))).length * RELATED_WEIGHTS.tag;
  return category + tags;
}

/** Newest first; undated posts after dated ones; then by slug, so the order never depends on input order. */
export function compareByDate(a: Pick<Ranked, 'slug' | 'date'>, b: Pick<Ranked, 'slug' | 'date'>): number {
  return (b.date ?? '').localeCompare(a.date ?? '') || a.slug.localeCompare(b.slug);
}

/** Up to RELATED_COUNT other posts that share something with `post`: highest score first, newest first on ties. */
export function relatedSlugs(post: Ranked, posts: Ranked[]): string[] {
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: relatedScore(post, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || compareByDate(a.other, b.other))
    .slice(0, RELATED_COUNT)
    .map(({ other }) => other.slug);
}

/** The post before (older) and after (newer) each post, by date; `posts` may come in any order. */
export function neighbours(posts: Pick<Ranked, 'slug' | 'date'>[]): Map<string, { previous: string | null; next: string | null }> {
  const ordered = [...posts].sort(compareByDate);
  return new Map(ordered.map((post, i) => [post.slug, { previous: ordered[i + 1]?.slug ?? null, next: ordered[i - 1]?.slug ?? null }]));
}

/** A tag or a category with its page's slug and how many posts carry it. */
export type Term = { slug: string; name: string; count: number };

/**
 * Every tag (or category) used by the posts, by slug: the name is the first spelling met in the
 * posts' order. Spellings that share a slug (SEO, seo) are one term; `clashes` lists them so the
 * build can ask for one spelling.
 */
export function collectTerms(names: string[]): { terms: Term[]; clashes: { slug: string; names: string[] }[] } {
  const bySlug = new Map<string, { term: Term; names: Set<string> }>();
  for (const name of names) {
    const slug = slugify(name);
    const found = bySlug.get(slug);
    if (found) {
      found.term.count += 1;
      found.names.add(name);
    } else bySlug.set(slug, { term: { slug, name, count: 1 }, names: new Set([name]) });
  }
  const terms = [...bySlug.values()].map(({ term }) => term).sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
  const clashes = [...bySlug.entries()]
    .filter(([, { names: spelled }]) => spelled.size > 1)
    .map(([slug, { names: spelled }]) => ({ slug, names: [...spelled] }));
  return { terms, clashes };
}
