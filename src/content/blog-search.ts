/*
 * The blog's search: the index the prerender writes beside the pages (one entry per post: what a
 * card shows plus the text it is searched by) and the rule that matches a query against it.
 */
import { blogSearchEntrySchema, type BlogSearchEntry, type Post, type PostSummary } from '../schemas/post';
import { parseEach } from '../lib/parse-each';
import { BLOG_PAGE_SIZE, blogPageCount } from '../lib/paths';
import { searchable, searchWords } from '../lib/search';
import { summarize } from './post-shapes';

/** Where the prerender writes the blog's search index. */
export const BLOG_SEARCH_INDEX_URL = '/blog-search.json';

/** What a post is searched by: its title, summary, body text and tags, as the search compares texts (lib/search.ts). */
export function toBlogSearchEntry(post: Post): BlogSearchEntry {
  const text = searchable([post.title, post.summary, post.html.replace(/<[^>]*>/g, ' '), ...post.tags].join(' ').replace(/\s+/g, ' '));
  return { post: summarize(post), text };
}

/** Entries in the index's shape; anything else in the payload is dropped (a response is input like any other). */
export const parseBlogSearchIndex = (payload: unknown): BlogSearchEntry[] => parseEach((item) => blogSearchEntrySchema.safeParse(item).data, payload);

export type BlogSearchPage = { posts: PostSummary[]; page: number; pageCount: number; total: number };

/** A post matches when its text holds every word of the query, compared as lib/search.ts says. Newest first, three a page. */
export function searchBlog(entries: BlogSearchEntry[], query: string, page: number): BlogSearchPage {
  const words = searchWords(query);
  const found = entries.filter((entry) => words.every((word) => entry.text.includes(word)));
  return {
    posts: found.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE).map((entry) => entry.post),
    page,
    pageCount: blogPageCount(found.length),
    total: found.length,
  };
}
