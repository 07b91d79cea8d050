/*
 * Debian's Chromium driven by playwright-core (browser downloads are not possible here).
 * Every page opened through openPage records console errors and page errors, so a test can
 * assert that a page and its islands ran cleanly.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS } from '../../scripts/bench/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, VIEWPORTS } from '../../scripts/bench/chromium';

export type OpenedPage = { page: Page; errors: string[]; close: () => Promise<void> };

export type OpenPageOptions = {
  viewport?: keyof typeof VIEWPORTS;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The system's colour setting the page sees (the site follows it unless a theme was chosen). */
  colorScheme?: 'light' | 'dark';
};

export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's script is a module, so it has run (and prepared the islands) before the page loads.
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, errors, close: () => context.close() };
}

/** Runs `visit` on a fresh page of its own context at `viewport`, with or without JavaScript, and closes the context after. */
export async function inContext(
  browser: Browser,
  { viewport, javaScriptEnabled = true }: { viewport: keyof typeof VIEWPORTS; javaScriptEnabled?: boolean },
  visit: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Waits until the island `name` (the index-th of that name on the page) has hydrated. */
export async function waitForIsland(page: Page, name: string, index = 0): Promise<void> {
  await page.locator(`[data-island="${name}"]`).nth(index).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
}

/** Wakes every island of the page: scrolls them into view, then focuses each that waits for interaction. */
export async function wakeAllIslands(page: Page): Promise<void> {
  const islands = page.locator('[data-island]');
  for (let index = 0; index < (await islands.count()); index++) {
    const island = islands.nth(index);
    const when = (await island.getAttribute('data-hydrate')) ?? 'interaction';
    const searchParam = when.startsWith('search-param:') ? when.slice('search-param:'.length) : undefined;
    if (searchParam !== undefined) {
      // An island for a search in the address wakes by itself when there is one, and not otherwise.
      if (!new URL(page.url()).searchParams.has(searchParam)) continue;
    } else if (when === 'visible') await island.locator(':scope > *').first().scrollIntoViewIfNeeded();
    else await island.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
  }
}

/**
 * axe-core's findings of every impact, minor and moderate included: every rule axe runs by default
 * (WCAG 2.x A and AA and its best practices, such as content outside any landmark or two landmarks
 * of one name), as short lines a failing assertion can print.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A part of the page with content-visibility: auto is rendered only near the screen, and axe
  // cannot tell the contrast of what is not rendered: it is checked as a visitor scrolling sees it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
