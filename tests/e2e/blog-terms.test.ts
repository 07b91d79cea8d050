import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { expectCleanPage } from './page-checks';

type ApiPost = { post_title: string; slug: string; category: string | null; tags: string[] };

/** The page's head facts a search engine reads. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    breadcrumb: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string }[] })
      .find((item) => item['@type'] === 'BreadcrumbList')
      ?.itemListElement?.map((crumb) => crumb.name),
  }));
}

describe('the blog tag and category pages', () => {
  const suite = withBuiltSite();
  let posts: ApiPost[];

  beforeAll(async () => {
    posts = (await (await fetch(`${suite.site.url}/apis/get_post.php`)).json()) as ApiPost[];
  });

  const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
  const withTag = (tag: string) => posts.filter((p) => p.tags.includes(tag)).map((p) => p.post_title);
  const ofCategory = (category: string) => posts.filter((p) => p.category === category).map((p) => p.post_title);

  it('lists a tag’s posts newest first, three a page, kept out of search results but followed', async () => {
    const tagged = withTag('Business');
    expect(tagged.length).toBe(4);
    await expectCleanPage(suite.browser, `${suite.site.url}/blog/tag/business`);
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog/tag/business`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Posts tagged “Business”');
    expect(await cardTitles(page)).toEqual(tagged.slice(0, 3));
    expect(await headOf(page)).toMatchObject({
      title: expect.stringContaining('Posts tagged “Business”'),
      description: expect.stringContaining('tagged Business'),
      canonical: expect.stringMatching(/\/blog\/tag\/business$/),
      robots: 'noindex, follow',
      breadcrumb: ['Home', 'Blog', 'Posts tagged “Business”'],
    });
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${suite.site.url}/blog/tag/business/page/2`);
    expect(await cardTitles(page)).toEqual(tagged.slice(3));
    expect(await headOf(page)).toMatchObject({ canonical: expect.stringMatching(/\/blog\/tag\/business\/page\/2$/), robots: 'noindex, follow' });
    expect(errors).toEqual([]);
    await close();
  });

  it('lists a category’s posts, indexed and in the sitemap, and leaves tag pages out of it', async () => {
    await expectCleanPage(suite.browser, `${suite.site.url}/blog/category/web-development`);
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog/category/web-development`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Web Development articles');
    expect(await cardTitles(page)).toEqual(ofCategory('Web Development').slice(0, 3));
    expect(await headOf(page)).toMatchObject({
      canonical: expect.stringMatching(/\/blog\/category\/web-development$/),
      robots: null,
      breadcrumb: ['Home', 'Blog', 'Web Development articles'],
    });
    expect(errors).toEqual([]);
    await close();
    const sitemap = await (await fetch(`${suite.site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/blog/category/web-development</loc>');
    expect(sitemap).toContain('/blog/category/careers-learning</loc>');
    expect(sitemap).not.toContain('/blog/tag/');
    const feed = await (await fetch(`${suite.site.url}/feed.xml`)).text();
    expect(feed).toMatch(/<category domain="[^"]*\/blog\/category\/web-development">Web Development<\/category>/);
  });

  it('answers an unknown tag or category, or a page past the last, with 404', async () => {
    for (const path of ['/blog/tag/no-such-tag', '/blog/category/no-such-category', '/blog/tag/business/page/3']) {
      const response = await fetch(`${suite.site.url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });

  it('links every category and tag on cards, posts and the sidebar to its page', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog`);
    const first = posts[0]!;
    await page.getByRole('article').first().getByRole('link', { name: first.category!, exact: true }).click();
    await page.waitForURL(/\/blog\/category\/[a-z0-9-]+$/);
    expect(await cardTitles(page)).toContain(first.post_title);

    await page.goto(`${suite.site.url}/${first.slug}`);
    const article = page.getByRole('article');
    // The category in the post's facts comes before its tags (a tag may share the category's name).
    await article.getByRole('link', { name: first.category!, exact: true }).first().click();
    await page.waitForURL(/\/blog\/category\/[a-z0-9-]+$/);
    await page.goto(`${suite.site.url}/${first.slug}`);
    const tag = first.tags[0]!;
    await article.getByRole('heading', { name: 'Tags' }).locator('..').getByRole('link', { name: tag, exact: true }).click();
    await page.waitForURL(/\/blog\/tag\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(`Posts tagged “${tag}”`);
    expect(await cardTitles(page)).toEqual(withTag(tag).slice(0, 3));

    const popular = page.getByRole('complementary').getByRole('heading', { name: 'Popular Tags' }).locator('..').getByRole('link');
    const hrefs = await popular.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect((await fetch(`${suite.site.url}${href}`)).status, href!).toBe(200);

    await page.goto(`${suite.site.url}/`);
    const home = page.getByRole('link', { name: first.category!, exact: true }).first();
    await home.click();
    await page.waitForURL(/\/blog\/category\/[a-z0-9-]+$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('works without JavaScript: the posts and the pages of a tag are in the HTML', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/blog/tag/it-solutions`);
    expect(await cardTitles(page)).toEqual(withTag('IT Solutions').slice(0, 3));
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(`${suite.site.url}/blog/tag/it-solutions/page/2`);
    expect(await cardTitles(page)).toEqual(withTag('IT Solutions').slice(3, 6));
    await context.close();
  });
});
