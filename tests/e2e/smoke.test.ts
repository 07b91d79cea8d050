import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, wakeAllIslands } from '../support/browser';
import { startSite, type RunningSite } from '../support/site-server';

describe('the built site', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('serves the home page, prerendered, and runs its islands without errors', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[ >]/);
    expect(html).toContain('data-island="appointmentForm"');

    const { page, errors, close } = await openPage(browser, `${site.url}/`);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await wakeAllIslands(page);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const response = await fetch(`${site.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1');
  });
});
