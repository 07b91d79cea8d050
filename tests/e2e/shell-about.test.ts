/* The about page in Chromium at phone and desktop widths. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, openPage, type OpenedPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';

const suite = withBuiltSite();

describe.each(['phone', 'desktop'] as const)('about page at %s width', (viewport) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(suite.browser, `${suite.site.url}/about-us`, { viewport });
  });
  afterAll(() => opened?.close());

  it('has one h1, the company text with four ticks, the 8+ badge and three service boxes, without errors or axe violations', async () => {
    const { page, errors } = opened;
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/since 2017/);
    await expect(page.getByText('Support 24/7, every day of the year').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('h1 ~ ul li').count()).resolves.toBe(4);
    await expect(page.getByText('8+', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Years of experience').isVisible()).resolves.toBe(true);
    const boxes = page.getByRole('region', { name: 'Three ways we help you grow' }).getByRole('listitem');
    await expect(boxes.count()).resolves.toBe(3);
    await expect(page.getByRole('region', { name: 'Companies that work with us' }).getByRole('img').count()).resolves.toBe(10);
    await expect(page.getByRole('heading', { name: 'How a family jeweller tripled its online enquiries' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: /Call \+91 98290 12345/ }).getAttribute('href')).resolves.toBe('tel:+919829012345');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens a mentor popup that keeps the page behind it out of reach and closes with its button and with Escape', async () => {
    const { page, errors } = opened;
    const opener = page.getByRole('button', { name: 'Read more about Ananya Sharma' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Ananya Sharma' });
    await dialog.waitFor();
    await expect(dialog.getByRole('img', { name: 'Illustrated portrait of Ananya Sharma' }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('listitem').count()).resolves.toBe(4);
    expect(await accessibilityViolations(page)).toEqual([]);
    // A modal dialog makes the page behind it inert: Tab moves between the dialog and the browser's own controls.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => !document.activeElement || document.activeElement === document.body || Boolean(document.activeElement.closest('dialog'))),
      ).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((e) => e === document.activeElement)).resolves.toBe(true);

    await page.getByRole('button', { name: 'Read more about Rohit Mehta' }).click();
    const second = page.getByRole('dialog', { name: 'Rohit Mehta' });
    await second.waitFor();
    await second.getByRole('button', { name: 'Close' }).click();
    await second.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Read more about Rohit Mehta' }).evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('expands and collapses the six FAQs with a click, Enter or Space', async () => {
    const { page } = opened;
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.locator('summary');
    await expect(questions.count()).resolves.toBe(6);
    const first = questions.first();
    const details = faq.locator('details').first();
    const answer = details.locator(':scope > div');
    await expect(answer.isVisible()).resolves.toBe(false);
    await first.click();
    await expect(details.evaluate((element: HTMLDetailsElement) => element.open)).resolves.toBe(true);
    await expect(answer.isVisible()).resolves.toBe(true);
    await expect(answer.textContent()).resolves.toMatch(/started in 2017/);
    await first.press('Enter');
    await expect(answer.isVisible()).resolves.toBe(false);
    await first.press(' ');
    await expect(answer.isVisible()).resolves.toBe(true);
  });
});
