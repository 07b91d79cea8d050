import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { expectCleanPage } from './page-checks';

type ApiPost = { post_title: string; slug: string; author: string; category: string; tags: string[]; post_image: string | null };

describe('a blog post', () => {
  const suite = withBuiltSite();
  let posts: ApiPost[];
  let post: ApiPost;

  beforeAll(async () => {
    posts = (await (await fetch(`${suite.site.url}/apis/get_post.php`)).json()) as ApiPost[];
    post = posts[1]!;
  });

  it('is prerendered with its title, author, category, tags and sidebar, cleanly at both widths', async () => {
    const response = await fetch(`${suite.site.url}/${post.slug}`);
    expect(response.status).toBe(200);
    await expectCleanPage(suite.browser, `${suite.site.url}/${post.slug}`);

    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/${post.slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(post.post_title);
    await expect(article.getByText(post.author, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(article.getByText(post.category, { exact: true }).isVisible()).resolves.toBe(true);
    for (const tag of post.tags) await expect(article.getByRole('link', { name: tag, exact: true }).isVisible()).resolves.toBe(true);
    const recent = page.getByRole('complementary').getByRole('heading', { name: 'Recent News' }).locator('..').getByRole('link');
    await expect(recent.allInnerTexts()).resolves.toEqual(posts.slice(0, 3).map((p) => p.post_title));
    await expect(page.getByRole('heading', { name: 'Popular Tags' }).isVisible()).resolves.toBe(true);

    // The sidebar search works from a post too.
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(posts[0]!.post_title);
    await page.getByRole('searchbox', { name: 'Search posts' }).press('Enter');
    await page.waitForURL(/\/blog\?q=/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the default image when the cover fails to load', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    // The cover and its AVIF and WebP variants (media/blog/x-480w.avif…).
    await page.route(`**${post.post_image!.replace(/\.jpg$/, '')}*`, (route) => route.abort());
    await page.goto(`${suite.site.url}/${post.slug}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('article').getByRole('img').first().getAttribute('src')).toBe('/media/blog/default.jpg');
    await context.close();
  });

  it('answers an unknown slug with 404 and Blog post not found.', async () => {
    const response = await fetch(`${suite.site.url}/no-such-post-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Blog post not found.');
    await expectCleanPage(suite.browser, `${suite.site.url}/no-such-post-here`, { allow404: true });
  });

  it('sends an old-style address (underscores, escapes) to the post with a redirect from the server', async () => {
    for (const old of [post.slug.replace(/-/g, '_'), post.slug.replace(/-/g, '%2D')]) {
      const response = await fetch(`${suite.site.url}/${old}`, { redirect: 'manual' });
      expect([old, response.status, response.headers.get('location')]).toEqual([old, 301, `/${post.slug}`]);
    }
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/${post.slug.replace(/-/g, '_')}`);
    await page.waitForURL(`${suite.site.url}/${post.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(post.post_title);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the post, its sidebar and its links without JavaScript', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/${post.slug}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 }).innerText()).resolves.toBe(post.post_title);
    await expect(page.getByRole('article').locator('p').count()).resolves.toBeGreaterThan(1);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${suite.site.url}/blog`);
    await context.close();
  });
});
