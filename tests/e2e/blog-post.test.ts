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
    const article = page.getByRole('article').first();
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

  /** Whether two posts share their category or a tag (what makes a post related). */
  const sharesSomething = (a: ApiPost, b: ApiPost) => a.category === b.category || a.tags.some((tag) => b.tags.includes(tag));

  it('states the reading time of its body, and links the older and newer post and up to three related posts', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/${post.slug}`);
    const article = page.getByRole('article').first();
    const words = await page
      .locator('article .prose')
      .first()
      .innerText()
      .then((text) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length);
    expect(words).toBeGreaterThan(100);
    await expect(article.getByText(`${Math.max(1, Math.round(words / 200))} min read`, { exact: true }).isVisible()).resolves.toBe(true);

    const more = page.getByRole('navigation', { name: 'More posts' });
    await expect(more.getByRole('link').allInnerTexts()).resolves.toEqual([`Previous post\n${posts[2]!.post_title}`, `Next post\n${posts[0]!.post_title}`]);

    const related = page.getByRole('region', { name: 'Related posts' });
    const titles = await related.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(3);
    expect(titles).not.toContain(post.post_title);
    for (const title of titles)
      expect(
        sharesSomething(
          post,
          posts.find((p) => p.post_title === title)!,
        ),
        title,
      ).toBe(true);
    await expect(related.getByText(/^\d+ min read$/).count()).resolves.toBe(titles.length);

    await more.getByRole('link', { name: /Next post/ }).click();
    await page.waitForURL(`${suite.site.url}/${posts[0]!.slug}`);
    // The newest post has no newer one; the oldest has no older one.
    await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link').allInnerTexts()).resolves.toEqual([
      `Previous post\n${post.post_title}`,
    ]);
    await page.goto(`${suite.site.url}/${posts.at(-1)!.slug}`);
    await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link').allInnerTexts()).resolves.toEqual([
      `Next post\n${posts.at(-2)!.post_title}`,
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shares the canonical address as plain links, WhatsApp first, with nothing loaded from the networks', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/${post.slug}`);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    expect(canonical).toMatch(new RegExp(`^https://[^/]+/${post.slug}$`));
    const share = page.getByRole('region', { name: 'Share this post' });
    const links = share.getByRole('link');
    await expect(links.allInnerTexts()).resolves.toEqual(['WhatsApp', 'LinkedIn', 'X', 'Facebook', 'E-mail']);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')!));
    expect(hrefs.map((href) => new URL(href).hostname)).toEqual(['wa.me', 'www.linkedin.com', 'x.com', 'www.facebook.com', '']);
    for (const href of hrefs) expect(decodeURIComponent(href.replace(/\+/g, ' ')), href).toContain(canonical);
    expect(decodeURIComponent(hrefs[0]!.replace(/\+/g, ' '))).toContain(post.post_title);
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin));
    expect(new Set(requested)).toEqual(new Set([suite.site.url]));
    expect(errors).toEqual([]);
    await close();
  });

  it('copies the link with a confirmation read to screen readers, and offers the share sheet where the browser has one', async () => {
    const context = await suite.browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url });
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
    });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/${post.slug}`, { waitUntil: 'networkidle' });
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const share = page.getByRole('region', { name: 'Share this post' });
    await share.scrollIntoViewIfNeeded();
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => share.getByRole('status').innerText()).toBe('Link copied to the clipboard.');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(canonical);
    await share.getByRole('button', { name: 'Share…' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([{ title: post.post_title, url: canonical }]);
    await context.close();
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
    // The share links are plain links; the buttons that need JavaScript are not shown.
    const share = page.getByRole('region', { name: 'Share this post' });
    await expect(share.getByRole('link').count()).resolves.toBe(5);
    await expect(share.getByRole('button').count()).resolves.toBe(0);
    await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link').count()).resolves.toBe(2);
    await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('heading', { level: 3 }).count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${suite.site.url}/blog`);
    await context.close();
  });
});
