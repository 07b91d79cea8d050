import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/browser';
import { chooseImage, expectRequired, isMissing, NOINDEX, type OpenAdminPageOptions, PNG_FILE, stored, TEXT_FILE, useAdminSuite } from '../support/admin-pages';

const KEY = 'internData';
const POSITIONS = [
  'Digital Marketing Executive Intern',
  'Software Developer Intern',
  'Backend Developer',
  'UI/UX Designer',
  'Content Writer',
  'Web Developer Intern',
  'SEO Specialist',
  'Graphic Designer',
];

describe('/admin/internPost', () => {
  const suite = useAdminSuite();
  const open = (options?: OpenAdminPageOptions) => suite.open('/admin/internPost', options);

  it('is prerendered with a noindex robots tag', async () => {
    expect(await suite.html('/admin/internPost')).toContain(NOINDEX);
  });

  it('offers the eight positions, requires every field and takes images only', async () => {
    const { page } = await open({ viewport: 'phone' });
    const options = await page.locator('main').getByLabel('Position').locator('option').allTextContents();
    expect(options.slice(1)).toEqual(POSITIONS);
    expect(await page.locator('main').getByLabel('Position').locator('option').first().getAttribute('value')).toBe('');
    expect(await page.locator('main').getByLabel('Photo').getAttribute('accept')).toBe('image/*');
    await expectRequired(page, ['Full name', 'Position', 'Photo']);
    await page.locator('main').getByLabel('Full name').fill('Ravi Meena');
    await page.getByRole('button', { name: 'Save intern' }).click();
    expect(await isMissing(page, 'Position')).toBe(true);
    await page.locator('main').getByLabel('Photo').setInputFiles(TEXT_FILE);
    await page.getByText('Please choose an image file.').waitFor();
    expect(await stored(page, KEY)).toBeNull();
  });

  it('saves the intern, says so, and empties the form for the next one', async () => {
    const { page } = await open();
    await page.locator('main').getByLabel('Full name').fill('Ravi Meena');
    await page.locator('main').getByLabel('Position').selectOption('UI/UX Designer');
    await chooseImage(page, 'Photo');
    await page.getByRole('button', { name: 'Save intern' }).click();
    await page.getByRole('status').filter({ hasText: 'Intern saved successfully!' }).waitFor();
    expect(await stored(page, KEY)).toEqual({
      name: 'Ravi Meena',
      position: 'UI/UX Designer',
      image: `data:image/png;base64,${PNG_FILE.buffer.toString('base64')}`,
    });
    expect(await page.locator('main').getByLabel('Full name').inputValue()).toBe('');
    expect(
      await page
        .locator('main')
        .getByLabel('Photo')
        .evaluate((el: HTMLInputElement) => el.files?.length),
    ).toBe(0);
    expect(await page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(0);
  });

  it('reports full and blocked storage without losing what was typed', async () => {
    const full = await open({ storage: 'full' });
    await full.page.locator('main').getByLabel('Full name').fill('Ravi Meena');
    await full.page.locator('main').getByLabel('Position').selectOption('Content Writer');
    await chooseImage(full.page, 'Photo');
    await full.page.getByRole('button', { name: 'Save intern' }).click();
    await full.page.getByRole('alert').filter({ hasText: 'storage for this site is full' }).waitFor();
    expect(await full.page.locator('main').getByLabel('Full name').inputValue()).toBe('Ravi Meena');

    const blocked = await open({ storage: 'blocked' });
    await blocked.page.getByRole('alert').filter({ hasText: 'blocking storage' }).waitFor();
  });

  it('has no accessibility violations at phone and desktop widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page } = await open({ viewport });
      await chooseImage(page, 'Photo');
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});
