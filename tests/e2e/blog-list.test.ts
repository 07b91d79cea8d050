import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, VIEWPORTS, waitForIsland } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { expectCleanPage } from './page-checks';

type ApiPost = { post_title: string; slug: string; tags: string[] };

describe('the blog list', () => {
  const suite = withBuiltSite();
  let posts: ApiPost[];

  beforeAll(async () => {
    posts = (await (await fetch(`${suite.site.url}/apis/get_post.php`)).json()) as ApiPost[];
    expect(posts.length).toBeGreaterThan(6);
  });

  const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();

  it('is prerendered with the first three posts, cleanly at phone and desktop widths', async () => {
    const html = await (await fetch(`${suite.site.url}/blog`)).text();
    for (const post of posts.slice(0, 3)) expect(html).toContain(`href="/${post.slug}"`);
    expect(html).not.toContain(`href="/${posts[3]!.slug}"`);
    await expectCleanPage(suite.browser, `${suite.site.url}/blog`);
    await expectCleanPage(suite.browser, `${suite.site.url}/blog/page/2`);
  });

  it('pages through the posts three at a time with shareable addresses', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog`);
    expect(await cardTitles(page)).toEqual(posts.slice(0, 3).map((p) => p.post_title));
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${suite.site.url}/blog/page/2`);
    await expect.poll(() => cardTitles(page)).toEqual(posts.slice(3, 6).map((p) => p.post_title));
    await expect(page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByRole('link', { name: `Read more: ${posts[4]!.post_title}` }).click();
    await page.waitForURL(`${suite.site.url}/${posts[4]!.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(posts[4]!.post_title);
    expect(errors).toEqual([]);
    await close();
  });

  it('sends /blog?page=N to /blog/page/N with a redirect from the server', async () => {
    const response = await fetch(`${suite.site.url}/blog?page=3`, { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([301, '/blog/page/3']);
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog?page=3`);
    await page.waitForURL(`${suite.site.url}/blog/page/3`);
    await expect.poll(() => cardTitles(page)).toEqual(posts.slice(6, 9).map((p) => p.post_title));
    expect(errors).toEqual([]);
    await close();
  });

  it('searches titles, content and tags, and a Popular Tags link opens its tag page', async () => {
    const target = posts[5]!;
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog`);
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(target.post_title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/blog\?q=/);
    await expect.poll(() => cardTitles(page)).toEqual([target.post_title]);
    await expect(page.getByText(`Results for “${target.post_title}”`).isVisible()).resolves.toBe(true);

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('zzzz-nothing-matches');
    await page.getByRole('searchbox', { name: 'Search posts' }).press('Enter');
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain('No posts match “zzzz-nothing-matches”');

    const tag = 'Technology';
    await page.getByRole('link', { name: tag, exact: true }).click();
    await page.waitForURL(`${suite.site.url}/blog/tag/technology`);
    const tagged = posts
      .filter((p) => p.tags.includes(tag))
      .slice(0, 3)
      .map((p) => p.post_title);
    expect(tagged.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(tagged);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Posts tagged “Technology”');
    expect(errors).toEqual([]);
    await close();
  });

  it('filters a direct visit to /blog?q= after hydration, without a mismatch', async () => {
    const target = posts[6]!;
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog?q=${encodeURIComponent(target.post_title)}`);
    await expect.poll(() => cardTitles(page)).toEqual([target.post_title]);
    await expect(page.getByRole('searchbox', { name: 'Search posts' }).inputValue()).resolves.toBe(target.post_title);
    expect(errors).toEqual([]);
    await close();
  });

  /** Opens a blog search, answering the blog's search index with `handler`. */
  async function searchWithIndex(handler: (route: Route) => Promise<void>) {
    const opened = await openPage(suite.browser, `${suite.site.url}/blog`);
    await opened.page.route('**/blog-search.json', handler);
    await opened.page.goto(`${suite.site.url}/blog?q=python`);
    return opened;
  }

  it('shows the loading state while the search index is on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { page, close } = await searchWithIndex(async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByText('Loading blog posts...').waitFor();
    release();
    await waitForIsland(page, 'blogSearch');
    await page.getByText('Results for “python”').waitFor();
    await expect.poll(async () => (await cardTitles(page)).some((title) => /python/i.test(title))).toBe(true);
    await expect(page.getByText('Loading blog posts...').count()).resolves.toBe(0);
    await close();
  });

  it('says so when the search index cannot be fetched, and keeps the page usable', async () => {
    const { page, close } = await searchWithIndex((route) => route.fulfill({ status: 500, body: 'down' }));
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Error fetching posts: the search index answered 500. Please try again later.');
    await expect(page.getByRole('searchbox', { name: 'Search posts' }).inputValue()).resolves.toBe('python');
    await close();
  });

  it('works without JavaScript: the posts, the pages and the links are in the page', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/blog`);
    expect(await cardTitles(page)).toEqual(posts.slice(0, 3).map((p) => p.post_title));
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${suite.site.url}/blog/page/2`);
    expect(await cardTitles(page)).toEqual(posts.slice(3, 6).map((p) => p.post_title));
    await context.close();
  });

  it('shows the default image for covers that failed before the page script ran, lazy ones included', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    // Every cover but the default fails, and the page's scripts arrive only once the three covers in view have.
    let failures = 0;
    let coversFailed!: () => void;
    const allFailed = new Promise<void>((resolve) => (coversFailed = resolve));
    await page.route(/\/media\/blog\/(?!default)[^/]+$/, async (route) => {
      if (++failures === 3) coversFailed();
      await route.abort();
    });
    await page.route('**/assets/*.js', async (route) => {
      await allFailed;
      await route.continue();
    });
    await page.goto(`${suite.site.url}/blog`);
    const covers = () =>
      page
        .getByRole('article')
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    await expect.poll(covers).toEqual(Array(3).fill('/media/blog/default.jpg'));
    await context.close();
  });
});
