import { describe, expect, it } from 'vitest';
import type { Post } from '../schemas/post';
import { summarize, toApiPost } from './post-shapes';

const post: Post = {
  id: 'why-speed-matters',
  slug: 'why-speed-matters',
  title: 'Why Speed Matters',
  date: '2026-10-14',
  author: 'Ananya Sharma',
  category: 'Web Development',
  categorySlug: 'web-development',
  tags: ['SEO', 'Performance'],
  tagSlugs: ['seo', 'performance'],
  image: 'media/blog/speed.jpg',
  alt: 'A speed gauge',
  summary: 'Short summary.',
  html: '<p>Body</p>',
  wordCount: 1,
  readingMinutes: 1,
  related: ['local-seo'],
  previous: 'older-post',
  next: null,
};

describe('posts', () => {
  it('summarize drops the body and the links to other posts, and keeps the reading time', () => {
    const { html: _html, related: _related, previous: _previous, next: _next, ...rest } = post;
    expect(summarize(post).readingMinutes).toBe(1);
    expect(summarize(post)).toEqual(rest);
  });

  it('toApiPost writes the field names the original clients read, with the cover as a URL', () => {
    expect(toApiPost(post)).toEqual({
      post_id: 'why-speed-matters',
      slug: 'why-speed-matters',
      post_title: 'Why Speed Matters',
      post_image: '/media/blog/speed.jpg',
      post_date: '2026-10-14',
      post_alt: 'A speed gauge',
      author: 'Ananya Sharma',
      category: 'Web Development',
      summary: 'Short summary.',
      content: '<p>Body</p>',
      tags: ['SEO', 'Performance'],
    });
  });

  it('toApiPost sends null for what the front matter left out', () => {
    const bare = toApiPost({ ...post, date: null, author: null, category: null, image: null, alt: null, tags: [] });
    expect(bare).toMatchObject({ post_date: null, author: null, category: null, post_image: null, post_alt: null, tags: [] });
  });
});
