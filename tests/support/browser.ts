/*
 * Debian's Chromium driven by playwright-core (browser downloads are not possible here).
 * Every page opened through openPage records console errors and page errors, so a test can
 * assert that a page hydrated cleanly.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 860 },
} as const;

/** Chromium's flags for every browser the tests (and scripts/bench-lighthouse.ts) start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type OpenedPage = { page: Page; errors: string[]; close: () => Promise<void> };

export type OpenPageOptions = {
  viewport?: keyof typeof VIEWPORTS;
  reducedMotion?: 'reduce' | 'no-preference';
};

export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

/**
 * Waits until React has hydrated the whole prerendered page. The app starts after the first
 * paint and hydrates in a transition, top-down, so the last element of the root is the last to
 * get React's props; until then a test could type or click before the handlers are attached,
 * and a mismatch warning could still be on its way.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hasHydrated);
}

/** Whether React has hydrated the whole page yet (see waitForHydration), without waiting. */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(hasHydrated);

function hasHydrated(): boolean {
  const elements = document.querySelectorAll('#root *');
  const last = elements[elements.length - 1];
  return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactProps'));
}

/** axe-core's findings (WCAG 2.x A and AA), as short lines a failing assertion can print. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
