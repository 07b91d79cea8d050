import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { expectCleanPage } from './page-checks';
import { contentText, filesInOrder } from '../support/content-text';

describe('careers, interns, legal and not-found pages', () => {
  const suite = withBuiltSite();

  it('shows the openings two a page, from page 1, and an About us link', async () => {
    const jobs = ['Senior Software Engineer', 'Logistics Manager', 'Data Scientist', 'Product Designer'];
    await expectCleanPage(suite.browser, `${suite.site.url}/career`);
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/career`, { viewport: 'phone' });
    const titles = () => page.getByRole('heading', { level: 3 }).allInnerTexts();
    await expect(titles()).resolves.toEqual(jobs.slice(0, 2));
    // Each page of the openings is an address of its own, so it works without JavaScript and can be shared.
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${suite.site.url}/career/page/2`);
    await expect.poll(titles).toEqual(jobs.slice(2, 4));
    await expect(page.getByText('Page 2 of 2', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Page 2 of 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('link', { name: 'Next' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Page 1 of 2' }).click();
    await page.waitForURL(`${suite.site.url}/career`);
    await expect.poll(titles).toEqual(jobs.slice(0, 2));
    await expect(page.getByRole('main').getByRole('link', { name: 'About us', exact: true }).getAttribute('href')).resolves.toBe('/about-us');
    await expect(page.getByRole('link', { name: /^Apply now\W+Senior Software Engineer$/ }).getAttribute('href')).resolves.toBe('/contact-us');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the first nine of the ten featured interns with image, name and role', async () => {
    const interns = filesInOrder('interns');
    expect(interns).toHaveLength(10);
    await expectCleanPage(suite.browser, `${suite.site.url}/career/interns`);
    const { page, close } = await openPage(suite.browser, `${suite.site.url}/career/interns`);
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.count()).resolves.toBe(9);
    for (const file of interns.slice(0, 9)) {
      const name = contentText(file, 'name');
      const card = cards.filter({ hasText: name });
      await expect(card.getByText(contentText(file, 'profession')).isVisible()).resolves.toBe(true);
      await expect(card.getByRole('img', { name }).getAttribute('src')).resolves.toBe(`/${contentText(file, 'image')}`);
    }
    await expect(page.getByText(contentText(interns[9]!, 'name')).count()).resolves.toBe(0);
    await close();
  });

  it('renders each legal page from its Markdown', async () => {
    // The titles content/legal/*.md give them.
    const pages = [
      { slug: 'privacy-policy', title: 'Privacy Policy' },
      { slug: 'terms-of-use', title: 'Terms of Use' },
    ];
    for (const legal of pages) {
      const html = await (await fetch(`${suite.site.url}/${legal.slug}`)).text();
      expect(html).toContain(`<h1>${legal.title}</h1>`);
      await expectCleanPage(suite.browser, `${suite.site.url}/${legal.slug}`);
    }
  });

  it('answers any unknown path with the not-found page and 404', async () => {
    const response = await fetch(`${suite.site.url}/services/no-such-service`);
    expect(response.status).toBe(404);
    await expectCleanPage(suite.browser, `${suite.site.url}/services/no-such-service`, { allow404: true });
    const { page, close } = await openPage(suite.browser, `${suite.site.url}/services/no-such-service`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('We could not find that page');
    await page.getByRole('link', { name: 'Read the blog' }).click();
    await page.waitForURL(`${suite.site.url}/blog`);
    await close();
  });
});
