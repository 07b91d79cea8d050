/*
 * The blog of one language: its posts with what the blog's rules (src/lib/blog-rules.ts) add, and
 * its tags and categories. A term keeps the English term's slug in every language (/hi/blog/tag/seo
 * is the Hindi page of /blog/tag/seo): a translated post's terms take its English post's slugs; a
 * post only in that language matches its terms' names to the names translations give English
 * terms, else spells them in Latin letters. In another language each term has one name of its own.
 */
import type { BlogTerm, BlogTerms } from '../../src/schemas/blog-terms';
import type { Post } from '../../src/schemas/post';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import { compareByDate, countWords, neighbours, readingMinutes, relatedPosts, summaryFromBody } from '../../src/lib/blog-rules';
import { paths } from '../../src/lib/paths';
import { DEFAULT_LOCALE, LOCALE_TAGS, localizePath, type Locale } from '../../src/lib/locale';
import { slugify } from '../../src/lib/slug';
import { isRecord, type Entry } from './entries';
import { pathKey } from './translation';
import { problemAt, type PathSegment, type Problem } from './source';

/** The tag of a text that shows English. */
export const ENGLISH = LOCALE_TAGS[DEFAULT_LOCALE];

type Field = 'category' | 'tags';
const FIELDS: Field[] = ['category', 'tags'];
/** A term of each field: what it is called, and the address of its pages. */
export const LABELS: Record<Field, { one: string; page: (slug: string, page?: number) => string }> = {
  category: { one: 'category', page: paths.category },
  tags: { one: 'tag', page: paths.tag },
};

/** The terms of a field a post names, and where it names each. */
export const namesOf = (data: Pick<PostFrontMatter, Field>, field: Field): string[] =>
  field === 'tags' ? (data.tags ?? []) : data.category ? [data.category] : [];
export const termAt = (field: Field, index: number): PathSegment[] => (field === 'tags' ? ['tags', index] : ['category']);

/** One term on one post: its name as the post gives it, the slug of its page, and whether the name is in the post's language. */
type Use = { post: Entry<PostFrontMatter>; index: number; name: string; slug: string; isInLanguage: boolean };

/** Each term of each post, with its slug; `englishOf` gives a translation's English post. */
function termUses(posts: Entry<PostFrontMatter>[], field: Field, englishOf: (post: Entry<PostFrontMatter>) => PostFrontMatter | undefined): Use[] {
  const uses: Use[] = [];
  // The names translations give the English terms: a post only in its language is matched by them.
  const named = new Map<string, string>();
  for (const post of posts.filter((p) => englishOf(p))) {
    const english = namesOf(englishOf(post)!, field);
    const shown = new Set(post.english.map(pathKey));
    namesOf(post.data, field).forEach((name, index) => {
      const slug = slugify(english[index]!);
      const isInLanguage = !shown.has(pathKey(termAt(field, index)));
      uses.push({ post, index, name, slug, isInLanguage });
      if (isInLanguage && !named.has(name)) named.set(name, slug);
    });
  }
  for (const post of posts.filter((p) => !englishOf(p))) {
    namesOf(post.data, field).forEach((name, index) => uses.push({ post, index, name, slug: named.get(name) ?? slugify(name), isInLanguage: true }));
  }
  return uses;
}

/** In a language other than English: two names for one term, or one name for two terms, told at the post that differs. */
function checkNames(uses: Use[], field: Field, englishNames: Map<string, string>, locale: Locale, problems: Problem[]): void {
  const { one, page } = LABELS[field];
  const tell = (use: Use, message: string) => problems.push(problemAt(use.post.source, termAt(field, use.index), message));
  const englishName = (slug: string) => `"${englishNames.get(slug) ?? slug}"`;
  const firstName = new Map<string, string>();
  const firstSlug = new Map<string, string>();
  for (const use of uses.filter((u) => u.isInLanguage)) {
    const name = firstName.get(use.slug) ?? use.name;
    const slug = firstSlug.get(use.name) ?? use.slug;
    firstName.set(use.slug, name);
    firstSlug.set(use.name, slug);
    if (use.name !== name) {
      const message = `"${use.name}" and "${name}" are both the name of the ${one} ${englishName(use.slug)} (${localizePath(page(use.slug), locale)}), expected one name for each ${one}; write "${name}"`;
      tell(use, message);
    }
    if (slug !== use.slug)
      tell(use, `"${use.name}" is already the name of the ${one} ${englishName(slug)}, expected a name of its own for the ${one} ${englishName(use.slug)}`);
  }
}

/** The terms of one field, most used first, each named as most of its posts name it in the language (the older on a tie), else in English. */
function termsOf(uses: Use[]): (BlogTerm & { lang?: { name: string } })[] {
  const bySlug = new Map<string, Use[]>();
  // Oldest first: of two names used as often, the older one names the term.
  for (const use of [...uses].reverse()) {
    if (!bySlug.has(use.slug)) bySlug.set(use.slug, []);
    bySlug.get(use.slug)!.push(use);
  }
  return [...bySlug]
    .map(([slug, all]) => {
      const inLanguage = all.filter((use) => use.isInLanguage);
      const counted = new Map<string, number>();
      for (const use of inLanguage.length > 0 ? inLanguage : all) counted.set(use.name, (counted.get(use.name) ?? 0) + 1);
      const [name = ''] = [...counted].sort((a, b) => b[1] - a[1]).map(([spelled]) => spelled);
      return { slug, name, count: all.length, ...(inLanguage.length > 0 ? {} : { lang: { name: ENGLISH } }) };
    })
    .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
}

/** The `lang` of an object of the data (src/schemas/localized.ts): the tag of each text that shows English. */
export type PostLanguages = { lang?: Record<string, string | (string | null)[]> };

/** The `lang` an object of the data carries, if any. */
export const languagesOf = (value: unknown): NonNullable<PostLanguages['lang']> => {
  const lang = isRecord(value) ? value.lang : undefined;
  return isRecord(lang)
    ? Object.fromEntries(Object.entries(lang).flatMap(([field, tag]) => (typeof tag === 'string' || Array.isArray(tag) ? [[field, tag]] : [])))
    : {};
};

/** `englishOf` gives a translation's English post (none in English); `dataOf` each post's data as the site reads it (its `lang` set). */
type BlogInput = {
  locale: Locale;
  englishOf: (post: Entry<PostFrontMatter>) => PostFrontMatter | undefined;
  dataOf: (post: Entry<PostFrontMatter>) => PostFrontMatter;
  /** A post's body as the site shows it, and its tag when it shows in English. */
  htmlOf: (post: Entry<PostFrontMatter>) => string;
  htmlLang: (post: Entry<PostFrontMatter>) => string | undefined;
  problems: Problem[];
};

/** The posts of a language, newest first, with reading time, related posts and previous and next among them, and its tags and categories. */
export function blogOf(
  posts: Entry<PostFrontMatter>[],
  { locale, englishOf, dataOf, htmlOf, htmlLang, problems }: BlogInput,
): { posts: (Post & PostLanguages)[]; terms: BlogTerms } {
  const ordered = [...posts].sort((a, b) => compareByDate({ slug: a.slug!, date: a.data.date ?? null }, { slug: b.slug!, date: b.data.date ?? null }));
  const englishNames = (field: Field) => new Map(ordered.flatMap((post) => namesOf(englishOf(post) ?? post.data, field)).map((name) => [slugify(name), name]));
  const uses = { category: termUses(ordered, 'category', englishOf), tags: termUses(ordered, 'tags', englishOf) };
  if (locale !== DEFAULT_LOCALE) for (const field of FIELDS) checkNames(uses[field], field, englishNames(field), locale, problems);
  const slugs = new Map(ordered.map((post) => [post, { category: [] as string[], tags: [] as string[] }]));
  for (const field of FIELDS) for (const use of uses[field]) slugs.get(use.post)![field].push(use.slug);
  const slugsOf = (post: Entry<PostFrontMatter>, field: Field) => slugs.get(post)![field];
  const base = ordered.map((post) => {
    const data = dataOf(post);
    const html = htmlOf(post);
    const lang = languagesOf(data);
    const bodyLang = htmlLang(post);
    if (bodyLang) lang.html = bodyLang;
    // A summary taken from the body is in the body's language.
    if (!data.summary && bodyLang) lang.summary = bodyLang;
    return {
      id: post.slug!,
      slug: post.slug!,
      title: data.title,
      date: data.date ?? null,
      author: data.author ?? null,
      category: data.category ?? null,
      categorySlug: slugsOf(post, 'category')[0] ?? null,
      tags: data.tags ?? [],
      tagSlugs: slugsOf(post, 'tags'),
      image: data.image ?? null,
      alt: data.alt ?? null,
      summary: data.summary ?? summaryFromBody(html),
      html,
      ...(Object.keys(lang).length > 0 ? { lang } : {}),
    };
  });
  // The blog's rules compare terms by slug, which is the same for a term in every language.
  const ranked = base.map((post) => ({ slug: post.slug, date: post.date, category: post.categorySlug, tags: post.tagSlugs }));
  const around = neighbours(ranked);
  const related = relatedPosts(ranked);
  const built = base.map((post) => {
    const wordCount = countWords(post.html);
    const { previous = null, next = null } = around.get(post.slug) ?? {};
    return { ...post, wordCount, readingMinutes: readingMinutes(wordCount), related: related.get(post.slug) ?? [], previous, next };
  });
  return { posts: built, terms: { tags: termsOf(uses.tags), categories: termsOf(uses.category) } };
}
