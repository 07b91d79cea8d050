/*
 * The blog's build-time rules, run by the content build (scripts/content/build-content.ts) over every post:
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

/** Words of a post's body: its HTML without tags and entities, split on white space, each with a letter or digit. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ');
  // Counted in one pass, without a list of every word.
  let count = 0;
  for (const _ of text.matchAll(/[^\s\p{L}\p{N}]*[\p{L}\p{N}]\S*/gu)) count += 1;
  return count;
}

/** Whole minutes at WORDS_PER_MINUTE, rounded to the nearest, never less than one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** The longest summary a post shows on cards and as its meta description. */
export const SUMMARY_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of some HTML: tags dropped, the entities marked and DOMPurify write turned back into characters, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The summary of a post that gives none: the first sentences of its paragraphs, as many as fit in
 * SUMMARY_LENGTH characters; a first sentence that is longer is cut at a word and ends with "…".
 */
export function summaryFromBody(html: string): string {
  const paragraphs = [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => textOf(match[1]!));
  const text = (paragraphs.length > 0 ? paragraphs.join(' ') : textOf(html)).trim();
  let summary = '';
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const longer = summary ? `${summary} ${sentence}` : sentence;
    if (longer.length > SUMMARY_LENGTH) break;
    summary = longer;
  }
  if (summary || !text) return summary;
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:–-]+$/, '')}…`;
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

/** A tag or the category, by slug, with the posts that carry it in date order (their ranks). */
type Group = { weight: number; members: number[] };

/**
 * The related posts of every post: up to RELATED_COUNT other posts that share something with it,
 * highest relatedScore first, newest first on ties (a tag written twice in one post counts once).
 *
 * Scoring every pair would take time in the square of the number of posts. Instead each post walks
 * the posts of its own tags and category, newest first, and stops as soon as no post left can
 * beat its third: once the third scores `s`, a post that shares only tags and categories whose
 * weights add up to `s` or less cannot, so the largest of those groups are no longer walked.
 */
export function relatedPosts(posts: Ranked[]): Map<string, string[]> {
  const ordered = [...posts].sort(compareByDate);
  const groups = new Map<string, Group>();
  const groupsOf = ordered.map((post, rank) => {
    const own = new Map<string, number>();
    if (post.category !== null) own.set(`category:${slugify(post.category)}`, RELATED_WEIGHTS.category);
    for (const tag of post.tags) own.set(`tag:${slugify(tag)}`, RELATED_WEIGHTS.tag);
    return [...own].map(([key, weight]) => {
      const group = groups.get(key) ?? { weight, members: [] };
      groups.set(key, group);
      group.members.push(rank);
      return group;
    });
  });
  const memberships = groupsOf.map((own) => new Set(own));
  return new Map(ordered.map((post, rank) => [post.slug, relatedOf(rank, groupsOf[rank]!, memberships).map((other) => ordered[other]!.slug)]));
}

/** The ranks of the posts related to the post of rank `self`, best first (see relatedPosts). */
function relatedOf(self: number, own: Group[], memberships: Set<Group>[]): number[] {
  const cursor = new Map(own.map((group) => [group, 0]));
  const best: { rank: number; score: number }[] = [];
  // A post must score more than this to be listed: nothing while the list is not full, then more than its last.
  let threshold = 0;
  // The groups still walked, largest first, and the weight of those left behind: a post in none of
  // the walked groups scores that much at most.
  let walked = [...own].sort((a, b) => b.members.length - a.members.length);
  let skipped = 0;
  for (;;) {
    let next = Infinity;
    for (const group of walked) next = Math.min(next, group.members[cursor.get(group)!] ?? Infinity);
    if (next === Infinity) break;
    for (const group of walked) if (group.members[cursor.get(group)!] === next) cursor.set(group, cursor.get(group)! + 1);
    if (next === self) continue;
    let score = 0;
    for (const group of own) if (memberships[next]!.has(group)) score += group.weight;
    if (score <= threshold) continue;
    // Walked newest first, so a post ties only with posts already listed, which stay ahead of it.
    const at = best.findIndex((listed) => listed.score < score);
    best.splice(at < 0 ? best.length : at, 0, { rank: next, score });
    if (best.length < RELATED_COUNT) continue;
    best.length = RELATED_COUNT;
    threshold = best[RELATED_COUNT - 1]!.score;
    walked = walked.filter((group) => {
      if (skipped + group.weight > threshold) return true;
      skipped += group.weight;
      return false;
    });
  }
  return best.map((listed) => listed.rank);
}

/** The post before (older) and after (newer) each post, by date; `posts` may come in any order. */
export function neighbours(posts: Pick<Ranked, 'slug' | 'date'>[]): Map<string, { previous: string | null; next: string | null }> {
  const ordered = [...posts].sort(compareByDate);
  return new Map(ordered.map((post, i) => [post.slug, { previous: ordered[i + 1]?.slug ?? null, next: ordered[i - 1]?.slug ?? null }]));
}

/** A tag or a category with its page's slug and how many posts carry it. */
export type Term = { slug: string; name: string; count: number };

/**
 * Every tag (or category) used by the posts, by slug. Spellings that share a slug (SEO, seo) are
 * one term, named by the spelling most posts use (the first met on a tie, so pass the posts
 * oldest first); `clashes` lists the spellings of each such term, most used first, so the build
 * can ask for one spelling.
 */
export function collectTerms(names: string[]): { terms: Term[]; clashes: { slug: string; names: string[] }[] } {
  const bySlug = new Map<string, Map<string, number>>();
  for (const name of names) {
    const slug = slugify(name);
    const spellings = bySlug.get(slug) ?? new Map<string, number>();
    bySlug.set(slug, spellings.set(name, (spellings.get(name) ?? 0) + 1));
  }
  const spelled = [...bySlug].map(([slug, spellings]) => ({
    slug,
    // A stable sort keeps the first met first among spellings used as often.
    names: [...spellings].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    count: [...spellings.values()].reduce((sum, count) => sum + count, 0),
  }));
  const terms = spelled.map(({ slug, names: [name = ''], count }) => ({ slug, name, count })).sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
  const clashes = spelled.filter((term) => term.names.length > 1).map(({ slug, names: all }) => ({ slug, names: all }));
  return { terms, clashes };
}
