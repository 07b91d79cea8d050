import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/browser';
import { browserToday, expectRequired, isMissing, NOINDEX, stored, useAdminSuite } from '../support/admin-pages';

const JOB = { title: 'Frontend developer', description: 'Build fast pages for our clients.' };

async function fillJob(page: Page, titleLabel: string) {
  await page.locator('main').getByLabel(titleLabel).fill(JOB.title);
  await page.locator('main').getByLabel('Description').fill(JOB.description);
  await page.locator('main').getByLabel('Location').selectOption('Hybrid');
}

describe('/admin/jobPost and /admin/internshipPost', () => {
  const suite = useAdminSuite();
  const { open } = suite;

  it('prerenders both pages with a noindex robots tag', async () => {
    for (const path of ['/admin/jobPost', '/admin/internshipPost']) {
      expect(await suite.html(path)).toContain(NOINDEX);
    }
  });

  it('requires title, description and one of the three locations', async () => {
    const { page } = await open('/admin/jobPost', { viewport: 'phone' });
    const locations = await page.locator('main').getByLabel('Location').locator('option').allTextContents();
    expect(locations.slice(1)).toEqual(['On-site', 'Remote', 'Hybrid']);
    await expectRequired(page, ['Job title', 'Description', 'Location']);
    await page.locator('main').getByLabel('Job title').fill(JOB.title);
    await page.locator('main').getByLabel('Description').fill(JOB.description);
    await page.getByRole('button', { name: 'Post job' }).click();
    expect(await isMissing(page, 'Location')).toBe(true);
    expect(await stored(page, 'jobPostData')).toBeNull();
  });

  it('counts candidates up and down with the buttons and never below 0', async () => {
    const { page } = await open('/admin/jobPost');
    const count = page.getByRole('spinbutton', { name: 'Candidates needed' });
    const fewer = page.getByRole('button', { name: 'Fewer candidates needed' });
    const more = page.getByRole('button', { name: 'More candidates needed' });
    expect(await count.inputValue()).toBe('0');
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    // Playwright will not click an aria-disabled button; a user still can, so force it, twice, and by keyboard.
    await fewer.click({ force: true });
    await fewer.click({ force: true });
    await fewer.press('Enter');
    expect(await count.inputValue()).toBe('0');
    await count.press('ArrowDown');
    expect(await count.inputValue()).toBe('0');
    await more.click();
    await more.click();
    await more.click();
    expect(await count.inputValue()).toBe('3');
    await fewer.click();
    expect(await count.inputValue()).toBe('2');
    await count.fill('-4');
    expect(await count.inputValue()).toBe('0');
  });

  it("stores the job with today's ISO date and says 'Job posted successfully!'", async () => {
    const { page } = await open('/admin/jobPost');
    await fillJob(page, 'Job title');
    await page.getByRole('button', { name: 'More candidates needed' }).click();
    await page.getByRole('button', { name: 'More candidates needed' }).click();
    await page.getByRole('button', { name: 'Post job' }).click();
    await page.getByRole('status').filter({ hasText: 'Job posted successfully!' }).waitFor();
    const today = await browserToday(page);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stored(page, 'jobPostData')).toEqual({ ...JOB, candidates: 2, location: 'Hybrid', postdate: today });
    const saved = page.getByRole('region', { name: 'Last saved job post' });
    await saved.getByText(today).waitFor();
    // The form is ready for the next post.
    expect(await page.locator('main').getByLabel('Job title').inputValue()).toBe('');
    expect(await page.getByRole('spinbutton', { name: 'Candidates needed' }).inputValue()).toBe('0');
  });

  it('moves between the job and internship forms with the Job/Intern radio, keeping the focus on it', async () => {
    const { page } = await open('/admin/jobPost', { viewport: 'phone' });
    const group = page.getByRole('group', { name: 'What are you posting?' });
    expect(await group.getByRole('radio', { name: 'Job' }).isChecked()).toBe(true);
    // The radio is controlled by the page: it turns checked on the page it opens.
    await group.getByRole('radio', { name: 'Intern' }).click();
    await page.waitForURL('**/admin/internshipPost');
    await page.getByRole('heading', { level: 1, name: 'Post an internship' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Intern' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Intern' }).evaluate((el) => el === document.activeElement)).toBe(true);

    // Keyboard: the arrow key picks Job and goes back.
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL('**/admin/jobPost');
    await page.getByRole('heading', { level: 1, name: 'Post a job' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Job' }).isChecked()).toBe(true);
  });

  it("requires a duration for internships, stores it and says 'Internship posted successfully!'", async () => {
    const { page } = await open('/admin/internshipPost');
    await fillJob(page, 'Internship title');
    await page.getByRole('button', { name: 'More interns needed' }).click();
    await page.getByRole('button', { name: 'Post internship' }).click();
    expect(await isMissing(page, 'Duration')).toBe(true);
    await page.locator('main').getByLabel('Duration').fill('3 months');
    await page.getByRole('button', { name: 'Post internship' }).click();
    await page.getByRole('status').filter({ hasText: 'Internship posted successfully!' }).waitFor();
    const today = await browserToday(page);
    expect(await stored(page, 'internshipPostData')).toEqual({ ...JOB, candidates: 1, location: 'Hybrid', duration: '3 months', postdate: today });
    expect(await stored(page, 'jobPostData')).toBeNull();
  });

  it('ignores an unreadable saved post, and reports full and blocked storage', async () => {
    const corrupt = await open('/admin/jobPost', { seed: { jobPostData: JSON.stringify({ title: 'x', candidates: -3 }) } });
    expect(await corrupt.page.getByRole('region', { name: 'Last saved job post' }).count()).toBe(0);

    const full = await open('/admin/jobPost', { storage: 'full' });
    await fillJob(full.page, 'Job title');
    await full.page.getByRole('button', { name: 'Post job' }).click();
    await full.page.getByRole('alert').filter({ hasText: 'storage for this site is full' }).waitFor();
    expect(await full.page.getByRole('status').filter({ hasText: 'successfully' }).count()).toBe(0);
    expect(await full.page.locator('main').getByLabel('Job title').inputValue()).toBe(JOB.title);

    const blocked = await open('/admin/internshipPost', { storage: 'blocked' });
    await blocked.page.getByRole('alert').filter({ hasText: 'blocking storage' }).waitFor();
  });

  it('has no accessibility violations at phone and desktop widths', async () => {
    const job = { ...JOB, candidates: 2, location: 'Remote', postdate: '2026-11-22' };
    const pages = [
      ['/admin/jobPost', 'jobPostData', job, 'Last saved job post'],
      ['/admin/internshipPost', 'internshipPostData', { ...job, duration: '6 weeks' }, 'Last saved internship post'],
    ] as const;
    for (const viewport of ['phone', 'desktop'] as const) {
      for (const [path, key, saved, heading] of pages) {
        const { page } = await open(path, { viewport, seed: { [key]: JSON.stringify(saved) } });
        await page.getByRole('region', { name: heading }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
      }
    }
  });
});
