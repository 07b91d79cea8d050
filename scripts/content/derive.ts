/*
 * The step after the cross-check: what the site reads, worked out from the checked entries.
 * Each collection's items as they are written, the posts with what the blog's rules add
 * (src/lib/blog-rules.ts), the tags and categories, the cards of the home page and /services,
 * the pages content creates, and the search index.
 */
import type { ContentRoute } from '../../src/schemas/collections';
import type { Page } from '../../src/schemas/page';
import type { Post } from '../../src/schemas/post';
import type { PostFrontMatter } from '../../src/schemas/post-front-matter';
import type { SearchEntry } from '../../src/schemas/search-index';
import type { Service } from '../../src/schemas/service';
import type { ServiceCard } from '../../src/schemas/service-card';
import type { BlogTerms } from '../../src/schemas/blog-terms';
import { slugify } from '../../src/lib/slug';
import { collectTerms, countWords, neighbours, readingMinutes, relatedPosts, summaryFromBody } from '../../src/lib/blog-rules';
import { paths, sectionPages } from '../../src/lib/paths';
import { isRecord, itemOf, type Entry, type Validated } from './entries';
import { routesOf } from './cross-check';

/**
 * One module of src/generated/: its data, and the type its declaration gives it, either the data
 * of a collection (CollectionData<name>) or a type exported by a module of src/.
 */
export type Output = {
  name: string;
  data: unknown;
  type: { collection: string } | { name: string; module: string };
};

type BasePost = Omit<Post, 'wordCount' | 'readingMinutes' | 'related' | 'previous' | 'next'>;

function toPost({ slug = '', data, body }: Entry<PostFrontMatter>): BasePost {
  const html = body?.html ?? '';
  return {
    id: slug,
    slug,
    title: data.title,
    date: data.date ?? null,
    author: data.author ?? null,
    category: data.category ?? null,
    categorySlug: data.category ? slugify(data.category) : null,
    tags: data.tags ?? [],
    tagSlugs: (data.tags ?? []).map(slugify),
    image: data.image ?? null,
    alt: data.alt ?? null,
    summary: data.summary ?? summaryFromBody(html),
    html,
  };
}

/** The posts with what the build works out from all of them: reading time, related posts, previous and next. */
function toPosts(entries: Entry<PostFrontMatter>[]): Post[] {
  const posts = entries.map(toPost);
  const around = neighbours(posts);
  const related = relatedPosts(posts);
  return posts.map((post) => {
    const wordCount = countWords(post.html);
    const { previous = null, next = null } = around.get(post.slug) ?? {};
    return { ...post, wordCount, readingMinutes: readingMinutes(wordCount), related: related.get(post.slug) ?? [], previous, next };
  });
}

/** A post as the header's search finds it: by its title and summary. */
export const postSearchEntry = (post: Post): SearchEntry => ({ kind: 'post', title: post.title, href: paths.post(post.slug), text: post.summary });

/** The tags and categories of the posts, each with the slug of its page. */
function blogTermsOf(entries: Entry<PostFrontMatter>[]): BlogTerms {
  // A term is named by the spelling most posts use, the older one on a tie.
  const oldestFirst = [...entries].reverse();
  return {
    tags: collectTerms(oldestFirst.flatMap((entry) => entry.data.tags ?? [])).terms,
    categories: collectTerms(oldestFirst.flatMap((entry) => (entry.data.category ? [entry.data.category] : []))).terms,
  };
}

/** The pages with a `card`, as the grid of the home page and /services shows them: by `order`, then title. */
export function serviceCards(services: Service[], pages: Page[]): ServiceCard[] {
  const cards = [
    ...services.flatMap((data) => (data.card ? [{ card: data.card, title: data.title, href: paths.service(data.slug) }] : [])),
    ...pages.flatMap((data) => {
      const href = sectionPages[data.slug];
      return data.card && href ? [{ card: data.card, title: data.title, href }] : [];
    }),
  ];
  return cards
    .map(({ card, title, href }) => ({ order: card.order, title: card.title ?? title, text: card.text, icon: card.icon, href }))
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ title, text, icon, href }) => ({ title, text, icon, href }));
}

/** What a collection's module holds: a file's object, a folder's items, a Markdown folder's items with slug and HTML. */
function dataOf({ collection, entries }: Validated): unknown {
  if (collection.kind === 'file') return entries[0]?.data;
  if (collection.kind === 'markdown-folder') {
    return entries.map((entry) => ({ ...(isRecord(entry.data) ? entry.data : {}), slug: entry.slug, html: entry.body?.html ?? '' }));
  }
  return entries.map((entry) => entry.data);
}

/** The collections derive reads field by field. */
export type DeriveInput = { posts: Validated<PostFrontMatter>; services: Validated<Service>; pages: Validated<Page> };

/** Every module the content build writes besides the editors' schemas and the media manifest. */
export function derive(validated: Validated[], { posts, services, pages }: DeriveInput): Output[] {
  const outputs: Output[] = [];
  const search: SearchEntry[] = [];
  const contentRoutes: ContentRoute[] = [];
  for (const item of validated) {
    const { collection, entries } = item;
    if (collection === posts.collection) {
      const written = toPosts(posts.entries);
      outputs.push({ name: collection.name, data: written, type: { name: 'Post[]', module: 'schemas/post' } });
      search.push(...written.map(postSearchEntry));
    } else outputs.push({ name: collection.name, data: dataOf(item), type: { collection: collection.name } });
    if (collection.kind === 'file') continue;
    for (const entry of entries) {
      if (collection.listRoutes !== false) {
        for (const route of routesOf(entry)) contentRoutes.push({ collection: collection.name, slug: entry.slug ?? '', path: route.path });
      }
      search.push(...(collection.search?.(itemOf(entry)) ?? []));
    }
  }
  outputs.push(
    { name: 'blog-terms', data: blogTermsOf(posts.entries), type: { name: 'BlogTerms', module: 'schemas/blog-terms' } },
    { name: 'service-cards', data: serviceCards(services.entries.map((entry) => entry.data), pages.entries.map((entry) => entry.data)), type: { name: 'ServiceCard[]', module: 'schemas/service-card' } },
    { name: 'content-routes', data: contentRoutes, type: { name: 'ContentRoute[]', module: 'schemas/collections' } },
    { name: 'search-index', data: search, type: { name: 'SearchEntry[]', module: 'schemas/search-index' } },
  );
  return outputs;
}
