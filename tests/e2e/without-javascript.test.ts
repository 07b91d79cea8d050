/*
 * What works with JavaScript turned off in the browser: the forms are sent to the real server and
 * answered with a page, the FAQs open and close, the mentor and search popups open and close, and
 * the course names lead to their boxes. (The menus, the newsletter box and each page's content are
 * checked in shell-layout.test.ts and every-route.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inContext, type VIEWPORTS } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

const suite = withBuiltSite();

const withoutJavaScript = (viewport: keyof typeof VIEWPORTS, visit: (page: Page) => Promise<void>) =>
  inContext(suite.browser, { viewport, javaScriptEnabled: false }, visit);

describe.each(['phone', 'desktop'] as const)('without JavaScript at %s width', (viewport) => {
  it('sends the home page’s appointment form, and the browser stops an incomplete one', async () => {
    await withoutJavaScript(viewport, async (page) => {
      await page.goto(`${suite.site.url}/`);
      const form = page.locator('form[action="/forms/appointment"]');
      await form.getByRole('button', { name: 'Book my appointment' }).click();
      // The browser's own checks (required, the phone pattern) keep an incomplete form on the page.
      expect(page.url()).toBe(`${suite.site.url}/`);
      await form.getByLabel('Your name').fill('Kavya Joshi');
      await form.getByLabel('E-mail').fill('kavya@example.in');
      await form.getByLabel('Phone').fill('9829012345');
      await form.getByLabel('How can we help?').fill('A website for my bakery');
      await form.getByRole('button', { name: 'Book my appointment' }).click();
      await page.waitForURL(`${suite.site.url}/forms/appointment`);
      await page.getByText('Form submitted successfully! We will reply within one working day.').waitFor();
    });
  });

  it('sends the contact form', async () => {
    await withoutJavaScript(viewport, async (page) => {
      await page.goto(`${suite.site.url}/contact-us`);
      const labels = {
        'Your name': 'Meera Kapoor',
        'E-mail address': 'meera@example.in',
        'Phone number': '9829012345',
        Subject: 'New website',
        'Your message': 'We need a shop website.',
      };
      for (const [label, value] of Object.entries(labels)) await page.locator('main').getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL(`${suite.site.url}/forms/contact`);
      await page.getByText('Form submitted successfully! We will reply within one working day.').waitFor();
    });
  });

  it('opens and closes the FAQs and a mentor’s popup', async () => {
    await withoutJavaScript(viewport, async (page) => {
      await page.goto(`${suite.site.url}/about-us`);
      const question = page.locator('summary').first();
      const answer = page.locator('details').first().locator(':scope > div');
      await question.click();
      await expect(answer.isVisible()).resolves.toBe(true);
      await question.click();
      await expect(answer.isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Read more about Ananya Sharma' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ananya Sharma' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Read more about Ananya Sharma' }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  it('opens the search popup and closes it again', async () => {
    await withoutJavaScript(viewport, async (page) => {
      await page.goto(`${suite.site.url}/services`);
      await page.getByRole('button', { name: 'Search the site' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search the site' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close search' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  it('takes a course name on the courses page to that course’s box', async () => {
    await withoutJavaScript(viewport, async (page) => {
      await page.goto(`${suite.site.url}/services/e-learning`);
      await page.getByRole('link', { name: 'Mobile App Development', exact: true }).click();
      await page.waitForURL(`${suite.site.url}/services/e-learning#course-mobile-app-development`);
      const box = page.locator('#course-mobile-app-development');
      await expect
        .poll(async () => {
          const top = (await box.boundingBox())?.y ?? 9999;
          return top >= 0 && top < 300;
        })
        .toBe(true);
    });
  });
});
