/*
 * In a real browser: the home page under the server's Content-Security-Policy loads with no
 * violation, the no-JavaScript form result page works, keeps the inputs and is accessible, and
 * the Your data page asks for a link in each language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, VIEWPORTS } from '../support/browser';
import { contentText } from '../support/content-text';
import { withBuiltSite } from '../support/site-server';

describe('server security in the browser', () => {
  const suite = withBuiltSite();

  it('loads the home page under the CSP without a violation or console error', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    // A listener in the page counts violations the console might word differently.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto(`${suite.site.url}/`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** A page on the site's origin with just a form, as the contact page renders it without JavaScript. */
  async function openNoJsForm(page: Page) {
    await page.route(`${suite.site.url}/__form`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Form</title><main><h1>Contact</h1>
<form method="post" action="/forms/contact">
<label>Name <input name="name"></label><label>E-mail <input name="email"></label>
<label>Phone <input name="phone"></label><label>Subject <input name="subject"></label>
<label>Message <textarea name="message"></textarea></label><input name="website" type="hidden" value="">
<button type="submit">Send</button></form></main></html>`,
      }),
    );
    await page.goto(`${suite.site.url}/__form`);
  }

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`answers the contact form without JavaScript with a page that keeps the inputs (${viewport})`, async () => {
      // Neither the form nor the answer carries any script; JavaScript stays on only so axe can run.
      const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await openNoJsForm(page);
      await page.getByLabel('Name').fill('Asha Verma');
      await page.getByLabel('E-mail').fill('asha@example');
      await page.getByLabel('Phone').fill('9829012345');
      await page.getByLabel('Subject').fill('New website');
      await page.getByLabel('Message').fill('Please call me.');
      await page.getByRole('button', { name: 'Send' }).click();

      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Please check the form');
      await expect(page.getByRole('alert').textContent()).resolves.toBe('Please enter a valid email address.');
      await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Asha Verma');
      await expect(page.getByLabel('Message').inputValue()).resolves.toBe('Please call me.');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/no-js-form-invalid-${viewport}.png`, fullPage: true });

      await page.getByLabel('E-mail').fill('asha@example.com');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Thank you');
      await expect(page.getByRole('status').textContent()).resolves.toBe('Form submitted successfully! We will reply within one working day.');
      await expect(page.getByRole('link', { name: 'Back to the contact page' }).getAttribute('href')).resolves.toBe('/contact-us');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/no-js-form-success-${viewport}.png`, fullPage: true });
      // The browser logs the 422 of the page that sent the form back; that status is the point.
      expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
      await context.close();
    });
  }

  for (const [locale, viewport, colorScheme] of [
    ['en', 'phone', 'dark'],
    ['hi', 'phone', 'light'],
    ['hi', 'desktop', 'dark'],
  ] as const) {
    it(`asks for a link on the Your data page in its language, accessibly (${locale}, ${viewport}, ${colorScheme})`, async () => {
      const words = (field: 'title' | 'emailLabel' | 'submit' | 'sent') =>
        contentText(`${locale === 'hi' ? 'hi/' : ''}copy/data-rights.yaml`, `yourData.${field}`);
      const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], colorScheme });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${suite.site.url}${locale === 'hi' ? '/hi' : ''}/your-data`);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(`${locale}-IN`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(words('title'));
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/your-data-${locale}-${viewport}-${colorScheme}.png`, fullPage: true });

      await page.locator('main').getByLabel(words('emailLabel')).fill('nobody@example.com');
      await page
        .locator('main')
        .getByRole('button', { name: words('submit') })
        .click();
      await expect(page.locator('main').getByRole('status').textContent()).resolves.toBe(words('sent'));
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
