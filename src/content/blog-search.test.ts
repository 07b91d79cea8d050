import { describe, expect, it } from 'vitest';
import { buildPost } from '../../tests/support/content-fixtures';
import { parseBlogSearchIndex, searchBlog, toBlogSearchEntry } from './blog-search';

const index = [
  toBlogSearchEntry(buildPost('fast-websites', { title: 'Fast Websites', html: '<p>Speed <em>sells</em>.</p>', tags: ['Performance'] })),
  toBlogSearchEntry(buildPost('local-seo', { title: 'Local SEO', summary: 'Maps and reviews.', tags: ['Marketing'] })),
  toBlogSearchEntry(buildPost('secure-office', { title: 'A Secure Office', html: '<p>Passwords and speed of updates.</p>' })),
  toBlogSearchEntry(buildPost('python', { title: 'Python Roadmap', tags: ['Learning'] })),
  toBlogSearchEntry(buildPost('reviews', { title: 'ऑनलाइन रिव्यू', html: '<p>छोटे व्यवसायों के लिए ज़रूरी सलाह।</p>', tags: ['प्रतिष्ठा'] })),
];

describe('the blog search', () => {
  it('matches title, summary, body text (without its markup) and tags, ignoring case', () => {
    expect(searchBlog(index, 'fast', 1).posts.map((p) => p.slug)).toEqual(['fast-websites']);
    expect(searchBlog(index, 'REVIEWS', 1).posts.map((p) => p.slug)).toEqual(['local-seo']);
    expect(searchBlog(index, 'sells', 1).posts.map((p) => p.slug)).toEqual(['fast-websites']);
    expect(searchBlog(index, 'em', 1).total).toBe(0);
    expect(searchBlog(index, 'marketing', 1).posts.map((p) => p.slug)).toEqual(['local-seo']);
  });

  it('needs every word of the query', () => {
    expect(searchBlog(index, 'speed', 1).total).toBe(2);
    expect(searchBlog(index, 'speed passwords', 1).posts.map((p) => p.slug)).toEqual(['secure-office']);
  });

  it('pages the results three at a time', () => {
    const all = searchBlog(index, 'o', 1);
    expect([all.total, all.pageCount, all.posts.length]).toEqual([4, 2, 3]);
    expect(searchBlog(index, 'o', 2).posts.map((p) => p.slug)).toEqual(['python']);
  });

  it('finds a Hindi word typed with or without its nukta, in either normal form', () => {
    for (const query of ['ज़रूरी', 'ज\u093Cरूरी', 'जरूरी', 'रिव्यू', 'प्रतिष्ठा']) {
      expect(searchBlog(index, query, 1).posts.map((p) => p.slug)).toEqual(['reviews']);
    }
  });

  it('keeps only well-formed entries of a fetched index', () => {
    expect(parseBlogSearchIndex({ posts: [] })).toEqual([]);
    expect(parseBlogSearchIndex([index[0], { post: { slug: 1 }, text: 'x' }, null, 'x'])).toEqual([index[0]]);
  });
});
