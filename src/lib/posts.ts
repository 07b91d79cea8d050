/*
 * Blog posts as the pages use them: the spec's defaults, the one normaliser for whatever the
 * posts API sends, and the API's own shape. Free of zod, so the browser's pages stay small; the
 * shapes themselves are declared in src/schemas/post.ts.
 */
import type { ApiPost, ContentPost, Post, PostSummary } from '../schemas/post';
import { isIsoDate } from './dates';
import { slugify } from './slug';

export function summarize({ html: _html, ...summary }: Post): PostSummary {
  return summary;
}

export function toApiPost(post: ContentPost): ApiPost {
  return {
    post_id: post.id,
    slug: post.slug,
    post_title: post.title,
    post_image: post.image,
    post_date: post.date,
    post_alt: post.alt,
    author: post.author,
    category: post.category,
    summary: post.summary,
    content: post.html,
    tags: post.tags,
  };
}

export const POST_DEFAULTS = {
  alt: 'Blog Image',
  author: 'Unknown Author',
  category: 'Uncategorized',
  content: 'No content available',
  /** Shown when a post has no image or its image fails to load (a content path). */
  image: 'media/blog/default.jpg',
} as const;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function firstText(record: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = text(record[key]);
    if (value !== null) return value;
  }
  return null;
}

function isoDate(value: string | null): string | null {
  if (value === null) return null;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match && isIsoDate(match[0]) ? match[0] : null;
}

/**
 * Accepts whatever the posts API sent (a list, or an object with a posts list) and returns
 * posts with the defaults of the spec applied. Anything that is not an object is dropped;
 * a field of the wrong type counts as missing. Content is expected to be sanitised HTML:
 * the view sanitises it again before showing it.
 */
export function normalizePosts(payload: unknown): Post[] {
  const list: unknown[] = Array.isArray(payload)
    ? payload
    : typeof payload === 'object' && payload !== null && Array.isArray((payload as { posts?: unknown }).posts)
      ? ((payload as { posts: unknown[] }).posts)
      : [];
  return list.flatMap((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    const record = item as Record<string, unknown>;
    const title = firstText(record, 'post_title', 'title');
    const rawId = record.post_id ?? record.id;
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : `post-${index + 1}`;
    const tags = Array.isArray(record.tags) ? record.tags.filter((tag): tag is string => typeof tag === 'string') : null;
    const post: Post = {
      id,
      slug: text(record.slug) ?? slugify(title ?? ''),
      title,
      date: isoDate(firstText(record, 'post_date', 'date')),
      author: text(record.author) ?? POST_DEFAULTS.author,
      category: text(record.category) ?? POST_DEFAULTS.category,
      tags,
      image: firstText(record, 'post_image', 'image'),
      alt: firstText(record, 'post_alt', 'alt') ?? POST_DEFAULTS.alt,
      summary: text(record.summary) ?? '',
      html: firstText(record, 'content', 'html') ?? `<p>${POST_DEFAULTS.content}</p>`,
    };
    return [post];
  });
}
