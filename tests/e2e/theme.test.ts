import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, VIEWPORTS } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { expectCleanPage } from './page-checks';

/** Whether the page's background is dark: the relative luminance of the body's background colour. */
async function isDark(page: Page): Promise<boolean> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 60;
}

describe('the colour theme', () => {
  const suite = withBuiltSite();
  let post: string;

  beforeAll(async () => {
    post = ((await (await fetch(`${suite.site.url}/apis/get_post.php`)).json()) as { slug: string }[])[0]!.slug;
  });

  it('follows the system setting by default, with and without JavaScript', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const javaScriptEnabled of [true, false]) {
        const context = await suite.browser.newContext({ colorScheme, javaScriptEnabled, viewport: VIEWPORTS.desktop });
        const page = await context.newPage();
        await page.goto(`${suite.site.url}/blog`);
        expect([colorScheme, javaScriptEnabled, await isDark(page)]).toEqual([colorScheme, javaScriptEnabled, colorScheme === 'dark']);
        // The switch needs the page script: without it, no control that does nothing.
        await expect(page.getByRole('radio', { name: 'Dark' }).isVisible()).resolves.toBe(javaScriptEnabled);
        await context.close();
      }
    }
  });

  it('is switched in the header, remembered across pages, and applied before the first paint', async () => {
    const context = await suite.browser.newContext({ colorScheme: 'light', viewport: VIEWPORTS.desktop });
    // Records the theme on <html> at the moment <body> is parsed, before anything is painted.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${suite.site.url}/`, { waitUntil: 'networkidle' });
    const themeSwitch = page.getByRole('group', { name: 'Colour theme' });
    await expect(themeSwitch.getByRole('radio', { name: 'System' }).isChecked()).resolves.toBe(true);
    await themeSwitch.getByRole('radio', { name: 'Dark' }).check();
    expect(await isDark(page)).toBe(true);

    await page.goto(`${suite.site.url}/${post}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe('dark');
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true);
    // The logo shown is the one made for dark backgrounds.
    const logos = page.getByRole('link', { name: 'Pinkstone Technologies, home' }).locator('img');
    await expect(logos.evaluateAll((images) => images.filter((image) => image.checkVisibility()).map((image) => image.getAttribute('src')))).resolves.toEqual([
      expect.stringContaining('logo-light'),
    ]);

    await page.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: 'System' }).check();
    expect(await isDark(page)).toBe(false);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is in the menu on phones, and a light choice wins over a dark system', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/blog`, { viewport: 'phone', colorScheme: 'dark' });
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ has: page.getByRole('group', { name: 'Colour theme' }) });
    await menu.getByRole('radio', { name: 'Light' }).check();
    expect(await isDark(page)).toBe(false);
    await page.goto(`${suite.site.url}/blog/tag/seo`, { waitUntil: 'networkidle' });
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("follows a choice made in the site's other open tab", async () => {
    const context = await suite.browser.newContext({ colorScheme: 'light', viewport: VIEWPORTS.desktop });
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto(`${suite.site.url}/hi/`, { waitUntil: 'load' });
    await second.goto(`${suite.site.url}/blog`, { waitUntil: 'load' });
    await second.getByRole('group', { name: 'Colour theme' }).getByRole('radio', { name: 'Dark' }).check();
    await first.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    expect(await isDark(first)).toBe(true);
    await expect(first.getByRole('group', { name: 'कलर थीम' }).getByRole('radio', { name: 'डार्क' }).isChecked()).resolves.toBe(true);
    await context.close();
  });

  // 'a post' stands for the newest post, known once the site runs.
  it.each(['/', '/blog', 'a post', '/blog/tag/business', '/blog/category/web-development', '/services/seo', '/contact-us'])(
    'keeps %s readable in the dark theme: axe finds no contrast or other violation at both widths',
    async (path) => {
      await expectCleanPage(suite.browser, `${suite.site.url}${path === 'a post' ? `/${post}` : path}`, { colorScheme: 'dark' });
    },
    60_000,
  );
});
