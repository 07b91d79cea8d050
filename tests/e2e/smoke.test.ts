import { describe, expect, it } from 'vitest';
import { openPage, wakeAllIslands } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

describe('the built site', () => {
  const suite = withBuiltSite();

  it('serves the home page, prerendered, and runs its islands without errors', async () => {
    const response = await fetch(`${suite.site.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[ >]/);
    expect(html).toContain('data-island="appointmentForm"');

    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/`);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await wakeAllIslands(page);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('answers an unknown path with the not-found page and 404', async () => {
    const response = await fetch(`${suite.site.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1');
  });
});
