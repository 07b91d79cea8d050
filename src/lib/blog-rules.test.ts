import { describe, expect, it } from 'vitest';
import {
  collectTerms,
  compareByDate,
  countWords,
  neighbours,
  readingMinutes,
  RELATED_COUNT,
  relatedPosts,
  relatedScore,
  SUMMARY_LENGTH,
  summaryFromBody,
  WORDS_PER_MINUTE,
} from './blog-rules';
import { BLOG_PAGE_SIZE, blogPageCount, blogPageItems, paths } from './paths';
import { slugify } from './slug';

type Ranked = Parameters<typeof relatedPosts>[0][number];
const post = (slug: string, fields: Partial<Ranked> = {}): Ranked => ({ slug, date: null, category: null, tags: [], ...fields });

describe('reading time', () => {
  it('counts the words of the body, not its tags or entities', () => {
    expect(countWords('<h2>Why speed</h2><p>A <a href="/x">fast</a> site&nbsp;sells &mdash; more.</p>')).toBe(7);
    expect(countWords('<pre><code>npm  run\nbuild</code></pre>')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it(`states whole minutes at ${WORDS_PER_MINUTE} words a minute, rounded, at least one`, () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 1.49)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 1.5)).toBe(2);
    expect(readingMinutes(WORDS_PER_MINUTE * 4)).toBe(4);
    expect(readingMinutes(WORDS_PER_MINUTE * 4.6)).toBe(5);
  });
});

describe('related posts', () => {
  it('weighs the same category more than one shared tag', () => {
    const base = post('a', { category: 'Web', tags: ['SEO', 'Speed'] });
    expect(relatedScore(base, post('b', { category: 'Web' }))).toBeGreaterThan(relatedScore(base, post('c', { tags: ['SEO'] })));
    expect(relatedScore(base, post('d', { category: 'web', tags: ['seo', 'Speed'] }))).toBe(4);
    expect(relatedScore(base, post('e', { category: 'Business', tags: ['AI'] }))).toBe(0);
  });

  it('lists up to three, most related first, newest first on ties, never the post itself nor unrelated posts', () => {
    const base = post('base', { date: '2026-05-01', category: 'Web', tags: ['SEO', 'Speed'] });
    const posts = [
      base,
      post('tag-old', { date: '2026-01-01', tags: ['SEO'] }),
      post('tag-new', { date: '2026-03-01', tags: ['Speed'] }),
      post('category', { date: '2025-01-01', category: 'Web' }),
      post('both', { date: '2024-01-01', category: 'Web', tags: ['SEO'] }),
      post('unrelated', { date: '2026-06-01', category: 'Business' }),
    ];
    expect(relatedPosts(posts).get('base')).toEqual(['both', 'category', 'tag-new']);
    expect(relatedPosts([base, posts[5]!]).get('base')).toEqual([]);
  });

  it('lists the same posts as scoring every pair would, for blogs of every shape', () => {
    // The rule as written: score every other post, drop those that share nothing, best first.
    const byScoring = (self: Ranked, all: Ranked[]) =>
      all
        .filter((other) => other.slug !== self.slug)
        .map((other) => ({ other, score: relatedScore(self, other) }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || compareByDate(a.other, b.other))
        .slice(0, RELATED_COUNT)
        .map(({ other }) => other.slug);
    let seed = 7;
    const random = (below: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), seed % below);
    for (let round = 0; round < 300; round++) {
      const tags = ['SEO', 'seo', 'Speed', 'AI', 'Hosting', 'Python', 'Excel'].slice(0, 1 + random(7));
      const blog = Array.from({ length: 1 + random(60) }, (_, i) =>
        post(`post-${i}`, {
          date: random(4) === 0 ? null : `202${random(7)}-0${1 + random(9)}-1${random(10)}`,
          category: random(3) === 0 ? null : ['Web', 'web', 'Business', 'Careers'][random(4)]!,
          // Two spellings of one tag in a post are refused by the build, so a post has each tag once.
          tags: [...new Map(Array.from({ length: random(5) }, () => tags[random(tags.length)]!).map((tag) => [slugify(tag), tag])).values()],
        }),
      );
      const related = relatedPosts(blog);
      for (const self of blog) expect([self.slug, related.get(self.slug)]).toEqual([self.slug, byScoring(self, blog)]);
    }
  });
});

describe('a summary from the body', () => {
  it(`takes the first sentences of the paragraphs that fit in ${SUMMARY_LENGTH} characters`, () => {
    const html = '<h2>Why</h2><p>Fast pages sell. Slow pages &amp; heavy images don&#39;t.</p><ul><li>A list item.</li></ul><p>More here.</p>';
    expect(summaryFromBody(html)).toBe("Fast pages sell. Slow pages & heavy images don't. More here.");
    expect(summaryFromBody('')).toBe('');
  });

  it('cuts a first sentence that is too long at a word, and says so', () => {
    const summary = summaryFromBody(`<p>${'word '.repeat(60)}end.</p>`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(summary).toMatch(/^word( word)+…$/);
  });
});

describe('previous and next', () => {
  it('orders by date whatever the input order: previous is older, next is newer', () => {
    const around = neighbours([post('mid', { date: '2026-02-01' }), post('new', { date: '2026-03-01' }), post('old', { date: '2026-01-01' })]);
    expect(around.get('new')).toEqual({ previous: 'mid', next: null });
    expect(around.get('mid')).toEqual({ previous: 'old', next: 'new' });
    expect(around.get('old')).toEqual({ previous: null, next: 'mid' });
  });
});

describe('tags and categories', () => {
  it('follow the site slug rule and merge spellings that make one slug', () => {
    const { terms, clashes } = collectTerms(['IT Solutions', 'Local SEO', 'it solutions', 'E-commerce', 'IT Solutions']);
    expect(terms).toEqual([
      { slug: 'it-solutions', name: 'IT Solutions', count: 3 },
      { slug: 'e-commerce', name: 'E-commerce', count: 1 },
      { slug: 'local-seo', name: 'Local SEO', count: 1 },
    ]);
    expect(clashes).toEqual([{ slug: 'it-solutions', names: ['IT Solutions', 'it solutions'] }]);
    // Named by the spelling most posts use, whichever came first.
    expect(collectTerms(['seo', 'SEO', 'SEO']).terms).toEqual([{ slug: 'seo', name: 'SEO', count: 3 }]);
    expect(collectTerms(['seo', 'SEO']).clashes).toEqual([{ slug: 'seo', names: ['seo', 'SEO'] }]);
    expect(paths.tag(slugify('Careers & Learning'))).toBe('/blog/tag/careers-learning');
    expect(paths.category('web-development', 2)).toBe('/blog/category/web-development/page/2');
  });
});

describe('pagination', () => {
  it(`shows ${BLOG_PAGE_SIZE} posts a page, and one page even when empty`, () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(blogPageCount(items.length)).toBe(3);
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageItems(items, 1)).toEqual([1, 2, 3]);
    expect(blogPageItems(items, 3)).toEqual([7]);
    expect(paths.tag('seo', 1)).toBe('/blog/tag/seo');
  });
});
