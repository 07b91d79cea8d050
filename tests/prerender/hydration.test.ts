/*
 * The islands of a few prerendered pages hydrate in Chromium without a single console error or
 * warning (React reports hydration mismatches there), and the pages' images reserve their space
 * (width and height).
 */
import { describe, expect, it } from 'vitest';
import { listPosts } from '../../src/content/posts';
import { paths } from '../../src/lib/paths';
import { VIEWPORTS, wakeAllIslands } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

const PAGES = [
  paths.home,
  paths.services,
  paths.service('seo'),
  paths.service('website-development'),
  paths.eLearning,
  paths.blog,
  paths.blogSearch('python'),
  paths.post(listPosts('en')[0]!.slug),
  paths.contact,
];

describe('hydration of the prerendered pages', () => {
  const suite = withBuiltSite();

  it.each(PAGES)('%s hydrates every island with no console error or warning, and has no unsized image', async (url) => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const response = await page.goto(`${suite.site.url}${url}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await wakeAllIslands(page);
    expect(await page.locator('h1').count()).toBe(1);
    const unsized = await page.$$eval('img', (images) =>
      images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.src),
    );
    expect(unsized).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  });
});
