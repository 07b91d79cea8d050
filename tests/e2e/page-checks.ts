/*
 * Checks every page test of the blog, careers, interns, contact, legal and not-found pages runs:
 * the page opens at phone and desktop widths with one h1, no console errors (hydration mismatches
 * show up there) and no axe-core violations.
 */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { accessibilityViolations, openPage } from '../support/browser';

/** Console errors the browser logs for a page that is answered with 404 on purpose. */
export const isExpected404 = (message: string) => message.startsWith('Failed to load resource: the server responded with a status of 404');

export async function expectCleanPage(browser: Browser, url: string, options: { allow404?: boolean; colorScheme?: 'light' | 'dark' } = {}): Promise<void> {
  for (const viewport of ['phone', 'desktop'] as const) {
    const { page, errors, close } = await openPage(browser, url, { viewport, colorScheme: options.colorScheme });
    try {
      await expect(page.locator('h1').count(), `${url} at ${viewport}: one h1`).resolves.toBe(1);
      expect(await accessibilityViolations(page), `${url} at ${viewport}: axe`).toEqual([]);
      const horizontalOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(horizontalOverflow, `${url} at ${viewport}: no sideways scrolling`).toBeLessThanOrEqual(0);
      expect(
        errors.filter((e) => !(options.allow404 && isExpected404(e))),
        `${url} at ${viewport}: console`,
      ).toEqual([]);
    } finally {
      await close();
    }
  }
}
