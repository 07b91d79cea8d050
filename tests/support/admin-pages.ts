/*
 * Helpers for the browser tests of the admin-style pages (tests/e2e/admin-*.test.ts): open a page
 * with browser storage in a chosen state, and record console errors and every request it makes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, VIEWPORTS } from './browser';
import { startSite, type RunningSite } from '../../scripts/bench/site-server';

/** Empty: nothing stored. Full: localStorage.setItem throws QuotaExceededError. Blocked: the getter throws SecurityError. */
export type StorageState = 'normal' | 'full' | 'blocked';

export type AdminPage = { page: Page; errors: string[]; requests: string[]; close: () => Promise<void> };

export type OpenAdminPageOptions = {
  viewport?: keyof typeof VIEWPORTS;
  storage?: StorageState;
  /** Raw strings written to localStorage before the app starts (once, on the first load). */
  seed?: Record<string, string>;
};

/** A 1x1 PNG, for the image inputs. */
export const PNG_FILE = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

export const TEXT_FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };

/** The robots tag every admin-style page is prerendered with. */
export const NOINDEX = '<meta name="robots" content="noindex, nofollow"/>';

/** Waits until the admin app has rendered over the page's first view (src/entry-admin.tsx). */
export async function waitForAdminApp(page: Page): Promise<void> {
  await page.locator('#admin-root[data-started]').waitFor({ state: 'attached' });
}

export async function openAdminPage(browser: Browser, url: string, options: OpenAdminPageOptions = {}): Promise<AdminPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'] });
  const { storage = 'normal', seed = {} } = options;
  await context.addInitScript(
    ({ storage, seed }) => {
      const setItem = Storage.prototype.setItem;
      if (storage !== 'blocked' && !window.sessionStorage.getItem('test-seeded')) {
        setItem.call(window.sessionStorage, 'test-seeded', '1');
        for (const [key, value] of Object.entries(seed)) setItem.call(window.localStorage, key, value);
      }
      if (storage === 'full') {
        Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
          if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return setItem.call(this, key, value);
        };
      }
      if (storage === 'blocked') {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
          },
        });
      }
    },
    { storage, seed },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await waitForAdminApp(page);
  return { page, errors, requests, close: () => context.close() };
}

/** Checks that each labelled control of the page's form is required, so the browser stops the form while one is empty. */
export async function expectRequired(page: Page, labels: string[]): Promise<void> {
  for (const label of labels) {
    expect(
      await page
        .locator('main')
        .getByLabel(label)
        .evaluate((el: HTMLInputElement) => el.required),
      label,
    ).toBe(true);
  }
}

/** Whether the browser holds the labelled control of the page's form back as empty (validity.valueMissing). */
export function isMissing(page: Page, label: string): Promise<boolean> {
  return page
    .locator('main')
    .getByLabel(label)
    .evaluate((el: HTMLInputElement | HTMLSelectElement) => el.validity.valueMissing);
}

/** Chooses PNG_FILE in the labelled file input and waits for the form's preview of it. */
export async function chooseImage(page: Page, label: string): Promise<void> {
  await page.locator('main').getByLabel(label).setInputFiles(PNG_FILE);
  await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
}

/** Requests that would send a draft to the server: the admin pages must make none. */
export function serverCalls(requests: string[]): string[] {
  return requests.filter((url) => /^\/(apis\/|sendmail\.php)/.test(new URL(url).pathname));
}

/** What the page has stored under `key`, parsed, or null. */
export async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw === null ? null : JSON.parse(raw);
}

/** Today's date in the browser's own calendar, YYYY-MM-DD. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

export type AdminSuite = {
  open: (path: string, options?: OpenAdminPageOptions) => Promise<AdminPage>;
  /** The page's prerendered HTML, as the server sends it. */
  html: (path: string) => Promise<string>;
};

/**
 * The built site and Chromium for one describe block of admin tests. Every page opened through
 * `open` is checked when the block ends: no console errors, and no request to the server's API.
 */
export function useAdminSuite(): AdminSuite {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  const opened: AdminPage[] = [];
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const { errors, requests } of opened) {
      expect(errors).toEqual([]);
      expect(serverCalls(requests)).toEqual([]);
    }
    await browser?.close();
    await site?.close();
  });
  return {
    html: async (path) => {
      if (!site) throw new Error('useAdminSuite: the site starts in beforeAll');
      return (await fetch(`${site.url}${path}`)).text();
    },
    open: async (path, options) => {
      if (!site || !browser) throw new Error('useAdminSuite: open pages inside tests');
      const page = await openAdminPage(browser, `${site.url}${path}`, options);
      opened.push(page);
      return page;
    },
  };
}
