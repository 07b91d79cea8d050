import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/browser';
import { chooseImage, expectRequired, isMissing, NOINDEX, PNG_FILE, stored, TEXT_FILE, useAdminSuite } from '../support/admin-pages';

const KEY = 'blogPostData';
const POST = { title: 'Five habits of safe offices', description: 'Lock screens.\nUse a password manager.', summary: 'Small habits that keep data safe.' };
const PNG_DATA_URL = `data:image/png;base64,${PNG_FILE.buffer.toString('base64')}`;

async function fillPost(page: Page) {
  await chooseImage(page, 'Cover image');
  await page.locator('main').getByLabel('Title').fill(POST.title);
  await page.locator('main').getByLabel('Description').fill(POST.description);
  await page.locator('main').getByLabel('Summary').fill(POST.summary);
}

describe('/admin/blogPost and /admin/showPostData', () => {
  const suite = useAdminSuite();
  const { open } = suite;

  it('prerenders both pages with a noindex robots tag', async () => {
    for (const path of ['/admin/blogPost', '/admin/showPostData']) {
      expect(await suite.html(path)).toContain(NOINDEX);
    }
  });

  it('requires every field, takes images only and previews the chosen one', async () => {
    const { page } = await open('/admin/blogPost', { viewport: 'phone' });
    const file = page.locator('main').getByLabel('Cover image');
    expect(await file.getAttribute('accept')).toBe('image/*');
    await expectRequired(page, ['Cover image', 'Title', 'Description', 'Summary']);
    await page.getByRole('button', { name: 'Save post' }).click();
    expect(await isMissing(page, 'Cover image')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/blogPost');

    await file.setInputFiles(TEXT_FILE);
    await page.getByText('Please choose an image file.').waitFor();
    expect(await page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(0);
    expect(await isMissing(page, 'Cover image')).toBe(true);

    await file.setInputFiles(PNG_FILE);
    const preview = page.getByRole('img', { name: 'Preview of the chosen image' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(PNG_DATA_URL);
    expect(await page.getByText('Please choose an image file.').count()).toBe(0);
  });

  it('saves the post under its key and shows it on /admin/showPostData', async () => {
    const { page } = await open('/admin/blogPost');
    await fillPost(page);
    await page.getByRole('button', { name: 'Save post' }).click();
    await page.waitForURL('**/admin/showPostData');
    expect(await stored(page, KEY)).toEqual({ image: PNG_DATA_URL, ...POST });

    const record = page.getByRole('region', { name: 'Post draft' });
    await record.getByText(POST.title).waitFor();
    await record.getByText(POST.summary).waitFor();
    expect(await record.getByRole('img', { name: POST.title }).getAttribute('src')).toBe(PNG_DATA_URL);
    // The image really decoded from the data: URL (CSP img-src allows data:).
    expect(await record.getByRole('img', { name: POST.title }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  it("says 'No data found.' for nothing saved and for an unreadable draft", async () => {
    const empty = await open('/admin/showPostData', { viewport: 'phone' });
    await empty.page.getByText('No data found.').waitFor();

    const corrupt = await open('/admin/showPostData', { seed: { [KEY]: JSON.stringify({ ...POST, image: 'javascript:alert(1)' }) } });
    await corrupt.page.getByText('No data found.').waitFor();
    await corrupt.page.getByRole('alert').filter({ hasText: 'could not be read' }).waitFor();
    expect(await corrupt.page.locator('main').getByRole('img').count()).toBe(0);
  });

  it('says so when the image does not fit in full storage, and keeps the form', async () => {
    const { page } = await open('/admin/blogPost', { storage: 'full' });
    await fillPost(page);
    await page.getByRole('button', { name: 'Save post' }).click();
    await page.getByRole('alert').filter({ hasText: 'storage for this site is full' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/blogPost');
    expect(await page.locator('main').getByLabel('Title').inputValue()).toBe(POST.title);
  });

  it('explains blocked storage on both pages', async () => {
    for (const path of ['/admin/blogPost', '/admin/showPostData']) {
      const { page } = await open(path, { storage: 'blocked' });
      await page.getByRole('alert').filter({ hasText: 'blocking storage' }).waitFor();
    }
  });

  it('has no accessibility violations at phone and desktop widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const form = await open('/admin/blogPost', { viewport });
      await chooseImage(form.page, 'Cover image');
      expect(await accessibilityViolations(form.page)).toEqual([]);
      const show = await open('/admin/showPostData', { viewport, seed: { [KEY]: JSON.stringify({ image: PNG_DATA_URL, ...POST }) } });
      await show.page.getByRole('button', { name: 'Delete saved post' }).waitFor();
      expect(await accessibilityViolations(show.page)).toEqual([]);
    }
  });
});
