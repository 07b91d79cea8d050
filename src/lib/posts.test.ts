import { describe, expect, it } from 'vitest';
import { normalizePosts, POST_DEFAULTS, summarize } from './posts';

const apiPost = {
  post_id: 7,
  post_title: 'Why Speed Matters',
  post_image: '/media/blog/speed.jpg',
  post_date: '2026-10-14',
  post_alt: 'A speed gauge',
  author: 'Ananya Sharma',
  category: 'Web Development',
  summary: 'Short summary.',
  content: '<p>Body</p>',
  tags: ['SEO', 'Performance'],
};

describe('normalizePosts', () => {
  it('reads a plain list in the API field names', () => {
    const [post] = normalizePosts([apiPost]);
    expect(post).toEqual({
      id: '7',
      slug: 'why-speed-matters',
      title: 'Why Speed Matters',
      date: '2026-10-14',
      author: 'Ananya Sharma',
      category: 'Web Development',
      tags: ['SEO', 'Performance'],
      image: '/media/blog/speed.jpg',
      alt: 'A speed gauge',
      summary: 'Short summary.',
      html: '<p>Body</p>',
    });
  });

  it('reads an object with a posts list and the short field names', () => {
    const posts = normalizePosts({ posts: [{ id: 'a1', title: 'Hello, Jaipur!', image: '/x.jpg', alt: 'x', date: '2026-01-02T10:00:00Z', html: '<p>Hi</p>', slug: 'custom-slug' }] });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ id: 'a1', title: 'Hello, Jaipur!', image: '/x.jpg', alt: 'x', date: '2026-01-02', html: '<p>Hi</p>', slug: 'custom-slug' });
  });

  it('applies the defaults of the spec to missing fields', () => {
    const [post] = normalizePosts([{}]);
    expect(post).toEqual({
      id: 'post-1',
      slug: 'untitled-post',
      title: null,
      date: null,
      author: POST_DEFAULTS.author,
      category: POST_DEFAULTS.category,
      tags: null,
      image: null,
      alt: POST_DEFAULTS.alt,
      summary: '',
      html: `<p>${POST_DEFAULTS.content}</p>`,
    });
    expect(POST_DEFAULTS).toMatchObject({ alt: 'Blog Image', author: 'Unknown Author', category: 'Uncategorized', content: 'No content available' });
  });

  it('treats malformed fields as missing', () => {
    const [post] = normalizePosts([
      { post_title: 42, title: '   ', post_date: 'yesterday', author: ['x'], category: {}, tags: 'SEO', post_image: 5, post_alt: '', content: null, post_id: { id: 1 } },
    ]);
    expect(post).toMatchObject({
      id: 'post-1',
      title: null,
      date: null,
      author: 'Unknown Author',
      category: 'Uncategorized',
      tags: null,
      image: null,
      alt: 'Blog Image',
      html: '<p>No content available</p>',
    });
  });

  it('rejects impossible dates and keeps only string tags', () => {
    const [post] = normalizePosts([{ title: 'T', date: '2026-02-31', tags: ['ok', 3, null, 'fine'] }]);
    expect(post!.date).toBeNull();
    expect(post!.tags).toEqual(['ok', 'fine']);
  });

  it('falls back from the API name to the short name field by field', () => {
    const [post] = normalizePosts([{ post_title: '', title: 'Short name', post_image: null, image: '/y.jpg' }]);
    expect(post).toMatchObject({ title: 'Short name', slug: 'short-name', image: '/y.jpg' });
  });

  it('drops items that are not objects and answers anything else with no posts', () => {
    expect(normalizePosts([null, 3, 'post', ['nested'], { title: 'Kept' }]).map((p) => p.title)).toEqual(['Kept']);
    expect(normalizePosts(null)).toEqual([]);
    expect(normalizePosts('oops')).toEqual([]);
    expect(normalizePosts({ posts: 'none' })).toEqual([]);
    expect(normalizePosts({ data: [apiPost] })).toEqual([]);
  });

  it('summarize drops only the body', () => {
    const [post] = normalizePosts([apiPost]);
    const summary = summarize(post!);
    expect(summary).not.toHaveProperty('html');
    expect(summary.title).toBe('Why Speed Matters');
  });
});
