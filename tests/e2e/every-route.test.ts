/*
 * Every public page of the route table, in both languages, as a visitor meets it: at phone and
 * desktop widths, in the light and the dark theme, with and without reduced motion, axe-core finds
 * nothing of any impact; with every island woken, the console stays silent (React reports
 * hydration mismatches there) and every image has its size reserved; and without JavaScript the
 * page's content is all there.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { splitLocale } from '../../src/lib/locale';
import { isAdminPath } from '../../src/lib/paths';
import { listPages } from '../../src/routes';
import { accessibilityViolations, VIEWPORTS, wakeAllIslands } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

/** The old /courses/* addresses (and /hi/courses/*) send the browser on at once: tests/e2e/services-behaviour.test.ts follows them. */
const isSteppingStone = (path: string) => splitLocale(path).path.startsWith('/courses/');
const PUBLIC_PAGES = listPages()
  .filter((page) => page.status === 200 && !isAdminPath(page.path) && !isSteppingStone(page.path))
  .map((page) => page.path);

const suite = withBuiltSite();

/** Opens each public page in one context and hands it to `check`, collecting what goes wrong per page. */
async function eachPage(context: BrowserContext, check: (path: string, messages: string[]) => Promise<string[]>): Promise<string[]> {
  const page = await context.newPage();
  let messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const problems: string[] = [];
  for (const path of PUBLIC_PAGES) {
    messages = [];
    await page.goto(`${suite.site.url}${path}`, { waitUntil: 'load' });
    problems.push(...(await check(path, messages)).map((problem) => `${path}: ${problem}`));
  }
  await page.close();
  return problems;
}

describe('every public page', () => {
  it('covers the whole route table', () => {
    expect(PUBLIC_PAGES.length).toBeGreaterThan(30);
  });

  // The dark theme is the system's setting, which the site follows; contrast is checked in both.
  // Width, theme and reduced motion are set apart by CSS alone, so every pair of their settings is
  // met (four runs, not all eight): each page at each width in each theme, and with and without
  // reduced motion at each width and in each theme.
  const SETTINGS = [
    { viewport: 'phone', colorScheme: 'light', reducedMotion: 'no-preference' },
    { viewport: 'phone', colorScheme: 'dark', reducedMotion: 'reduce' },
    { viewport: 'desktop', colorScheme: 'light', reducedMotion: 'reduce' },
    { viewport: 'desktop', colorScheme: 'dark', reducedMotion: 'no-preference' },
  ] as const;
  for (const { viewport, colorScheme, reducedMotion } of SETTINGS) {
    it(`has no accessibility violations of any impact at ${viewport} width, ${colorScheme} theme, reduced motion ${reducedMotion}`, async () => {
      const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion, colorScheme });
      const problems = await eachPage(context, async () => accessibilityViolations(context.pages()[0]!));
      expect(problems).toEqual([]);
      await context.close();
    }, 1_200_000);
  }

  it('wakes every island without a console error or warning, and reserves the space of every image', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const problems = await eachPage(context, async (_path, messages) => {
      const page = context.pages()[0]!;
      await wakeAllIslands(page);
      // An image without width and height moves the page once it loads.
      const unsized = await page.$$eval('img', (images) =>
        images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => `unsized image ${img.src}`),
      );
      return [...messages, ...unsized];
    });
    expect(problems).toEqual([]);
    await context.close();
  }, 1_200_000);

  it('shows its content without JavaScript: one heading, a main text, nothing wider than the screen', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    const problems = await eachPage(context, async () => {
      const page = context.pages()[0]!;
      const found: string[] = [];
      const headings = page.locator('h1');
      if ((await headings.count()) !== 1 || !(await headings.isVisible())) found.push('no single visible h1');
      const words = (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length;
      if (words < 40) found.push(`only ${words} words in main`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`${overflow} px wider than the screen`);
      return found;
    });
    expect(problems).toEqual([]);
    await context.close();
  }, 1_200_000);
});
