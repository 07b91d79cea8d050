import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogListLoader, blogPostLoader, latestPostsLoader, matchesQuery, POSTS_FETCH_ERROR, type BlogListPage, type BlogPostResult } from './post-loaders';
import { normalizePosts } from './posts';

const raw = Array.from({ length: 7 }, (_, i) => ({
  post_id: `p${i + 1}`,
  post_title: `Post number ${i + 1}`,
  post_date: `2026-10-${String(20 - i).padStart(2, '0')}`,
  content: i === 4 ? '<p>All about <strong>firewalls</strong></p>' : '<p>Body</p>',
  tags: i === 2 ? ['Security'] : ['Business'],
}));

const context = { postsSource: async () => ({ posts: raw }) };

function args(url: string, params: Record<string, string> = {}, withContext = true): LoaderFunctionArgs {
  return { request: new Request(`https://example.test${url}`), params, context: withContext ? context : undefined } as LoaderFunctionArgs;
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

/** The status of what a loader threw with react-router's data(): the router turns it into an error response. */
function statusOf(error: unknown): number | undefined {
  return (error as { init?: { status?: number } } | null)?.init?.status;
}

afterEach(() => vi.unstubAllGlobals());

describe('blogListLoader', () => {
  it('gives three posts a page, from page 1', async () => {
    const first = (await blogListLoader(args('/blog'))).list as BlogListPage;
    expect(first.posts.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 7, query: '' });
    const last = (await blogListLoader(args('/blog/page/3', { page: '3' }))).list as BlogListPage;
    expect(last.posts.map((p) => p.id)).toEqual(['p7']);
    expect(last.posts[0]).not.toHaveProperty('html');
  });

  it('filters by the q search parameter over title, content and tags', async () => {
    const byContent = (await blogListLoader(args('/blog?q=FIREWALLS'))).list as BlogListPage;
    expect(byContent.posts.map((p) => p.id)).toEqual(['p5']);
    const byTag = (await blogListLoader(args('/blog?q=security'))).list as BlogListPage;
    expect(byTag.posts.map((p) => p.id)).toEqual(['p3']);
    expect(byTag).toMatchObject({ total: 1, pageCount: 1, query: 'security' });
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const page of ['0', '4', 'two', '1.5']) {
      const error = await thrownBy(blogListLoader(args(`/blog/page/${page}`, { page })));
      expect(statusOf(error)).toBe(404);
    }
  });

  it('fetches the posts API in the browser and hands back a promise', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(raw), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { list } = await blogListLoader(args('/blog/page/2', { page: '2' }, false));
    expect(list).toBeInstanceOf(Promise);
    expect((await list).posts.map((p) => p.id)).toEqual(['p4', 'p5', 'p6']);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('https://example.test/apis/get_post.php');
  });

  it('rejects with the spec message when the API answers an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 500 })));
    const { list } = await blogListLoader(args('/blog', {}, false));
    await expect(list).rejects.toThrow(POSTS_FETCH_ERROR);
  });
});

describe('blogPostLoader', () => {
  it('finds the post whose slug matches the decoded parameter, underscores as hyphens', async () => {
    const { result } = await blogPostLoader(args('/post_number_2', { slug: 'post_number_2' }));
    const { post, recent } = result as BlogPostResult;
    expect(post?.id).toBe('p2');
    expect(post?.html).toBe('<p>Body</p>');
    expect(recent.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('answers 404 at build time for an unknown slug', async () => {
    const error = await thrownBy(blogPostLoader(args('/nothing-here', { slug: 'nothing-here' })));
    expect(statusOf(error)).toBe(404);
  });

  it('never matches a post without a title', async () => {
    const untitled = { postsSource: async () => [{ post_id: 1, content: '<p>x</p>' }] };
    const error = await thrownBy(blogPostLoader({ ...args('/untitled-post', { slug: 'untitled-post' }), context: untitled }));
    expect(statusOf(error)).toBe(404);
  });

  it('resolves to no post in the browser, so the page can say so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ posts: raw }), { status: 200 })));
    const { result } = await blogPostLoader(args('/missing', { slug: 'missing' }, false));
    await expect(result).resolves.toMatchObject({ post: null });
  });
});

describe('latestPostsLoader', () => {
  it('keeps the first three posts', async () => {
    const { posts } = await latestPostsLoader(args('/'));
    expect((await posts).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('matchesQuery', () => {
  const [post] = normalizePosts([{ title: 'Local SEO checklist', content: '<p>Google <em>Business</em> Profile</p>', tags: ['Small Business'] }]);
  it('needs every word somewhere in the title, text or tags, in any case', () => {
    expect(matchesQuery(post!, '')).toBe(true);
    expect(matchesQuery(post!, 'seo')).toBe(true);
    expect(matchesQuery(post!, 'google profile')).toBe(true);
    expect(matchesQuery(post!, 'small business')).toBe(true);
    expect(matchesQuery(post!, 'seo wordpress')).toBe(false);
    expect(matchesQuery(post!, 'em')).toBe(false);
  });
});
