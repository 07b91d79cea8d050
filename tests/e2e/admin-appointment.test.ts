import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/browser';
import { expectRequired, isMissing, NOINDEX, stored, useAdminSuite } from '../support/admin-pages';

const KEY = 'appointmentData';
const APPOINTMENT = { name: 'Asha Verma', email: 'asha@example.in', phone: '9829012345', message: 'Please call me about a shop website.' };

describe('/admin/register and /admin/showData', () => {
  const suite = useAdminSuite();
  const { open } = suite;

  it('prerenders both pages with one h1 and a noindex robots tag', async () => {
    for (const path of ['/admin/register', '/admin/showData']) {
      const html = await suite.html(path);
      expect(html).toContain(NOINDEX);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    }
  });

  it('uses e-mail and tel inputs and lets the browser stop an empty or wrong form', async () => {
    const { page } = await open('/admin/register');
    expect(await page.getByRole('textbox', { name: 'E-mail address', exact: true }).getAttribute('type')).toBe('email');
    expect(await page.locator('main').getByLabel('Phone number').getAttribute('type')).toBe('tel');
    await expectRequired(page, ['Full name', 'E-mail address', 'Phone number', 'Message']);
    await page.getByRole('button', { name: 'Save appointment' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/register');
    expect(await isMissing(page, 'Full name')).toBe(true);

    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('not-an-email');
    expect(await page.getByRole('textbox', { name: 'E-mail address', exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await stored(page, KEY)).toBeNull();
  });

  it('marks a field of spaces and an e-mail without a dot, which the browser lets through', async () => {
    const { page } = await open('/admin/register', { viewport: 'phone' });
    await page.locator('main').getByLabel('Full name').fill('   ');
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('asha@example');
    await page.locator('main').getByLabel('Phone number').fill(APPOINTMENT.phone);
    await page.locator('main').getByLabel('Message').fill(APPOINTMENT.message);
    await page.getByRole('button', { name: 'Save appointment' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' }).waitFor();
    await page.getByText('Please fill in this field.').waitFor();
    await page.getByText('Please enter a valid email address.').waitFor();
    expect(await page.locator('main').getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(new URL(page.url()).pathname).toBe('/admin/register');
    expect(await stored(page, KEY)).toBeNull();
  });

  it('saves the appointment, shows it on /admin/showData, and deletes it', async () => {
    const { page } = await open('/admin/register');
    await page.locator('main').getByLabel('Full name').fill(APPOINTMENT.name);
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(APPOINTMENT.email);
    await page.locator('main').getByLabel('Phone number').fill(APPOINTMENT.phone);
    await page.locator('main').getByLabel('Message').fill(APPOINTMENT.message);
    await page.getByRole('button', { name: 'Save appointment' }).click();
    await page.waitForURL('**/admin/showData');
    expect(await stored(page, KEY)).toEqual(APPOINTMENT);
    const record = page.getByRole('region', { name: 'Appointment details' });
    for (const value of Object.values(APPOINTMENT)) await record.getByText(value).waitFor();

    // The saved record is still there after a fresh load of the prerendered page.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText(APPOINTMENT.email).waitFor();

    await page.getByRole('button', { name: 'Delete saved appointment' }).click();
    await page.getByText('No data found.').waitFor();
    await page.getByRole('status').filter({ hasText: 'The saved appointment has been deleted.' }).waitFor();
    expect(await stored(page, KEY)).toBeNull();
  });

  it("says 'No data found.' when nothing is saved", async () => {
    const { page } = await open('/admin/showData', { viewport: 'phone' });
    await page.getByText('No data found.').waitFor();
    await page.getByRole('link', { name: 'Book an appointment' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
  });

  it.each([
    ['corrupt JSON', '{"name": "Asha"'],
    ['JSON of another shape', JSON.stringify({ name: 'Asha' })],
  ])("treats %s as missing: 'No data found.' and a note that it was unreadable", async (_label, raw) => {
    const { page } = await open('/admin/showData', { seed: { [KEY]: raw } });
    await page.getByText('No data found.').waitFor();
    await page.getByRole('alert').filter({ hasText: 'could not be read' }).waitFor();
  });

  it('keeps the form and says so when storage is full', async () => {
    const { page } = await open('/admin/register', { storage: 'full' });
    await page.locator('main').getByLabel('Full name').fill(APPOINTMENT.name);
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(APPOINTMENT.email);
    await page.locator('main').getByLabel('Phone number').fill(APPOINTMENT.phone);
    await page.locator('main').getByLabel('Message').fill(APPOINTMENT.message);
    await page.getByRole('button', { name: 'Save appointment' }).click();
    await page.getByRole('alert').filter({ hasText: 'storage for this site is full' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/register');
    expect(await page.locator('main').getByLabel('Full name').inputValue()).toBe(APPOINTMENT.name);
  });

  it('explains blocked storage on the form before typing, on submit, and on the show page', async () => {
    const form = await open('/admin/register', { storage: 'blocked' });
    const blocked = form.page.getByRole('alert').filter({ hasText: 'blocking storage' });
    await blocked.first().waitFor();
    await form.page.locator('main').getByLabel('Full name').fill(APPOINTMENT.name);
    await form.page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(APPOINTMENT.email);
    await form.page.locator('main').getByLabel('Phone number').fill(APPOINTMENT.phone);
    await form.page.locator('main').getByLabel('Message').fill(APPOINTMENT.message);
    await form.page.getByRole('button', { name: 'Save appointment' }).click();
    expect(await blocked.count()).toBe(2);
    expect(new URL(form.page.url()).pathname).toBe('/admin/register');

    const show = await open('/admin/showData', { storage: 'blocked' });
    await show.page.getByRole('alert').filter({ hasText: 'blocking storage' }).waitFor();
    await show.page.getByText('No data found.').waitFor();
  });

  it('has no accessibility violations at phone and desktop widths, with and without data', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      // With every error state on show: fields of spaces pass the browser's check but not the schema's.
      const form = await open('/admin/register', { viewport });
      await form.page.locator('main').getByLabel('Full name').fill(' ');
      await form.page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('asha@example');
      await form.page.locator('main').getByLabel('Phone number').fill(' ');
      await form.page.locator('main').getByLabel('Message').fill(' ');
      await form.page.getByRole('button', { name: 'Save appointment' }).click();
      await form.page.getByText('Please correct the fields marked below.').waitFor();
      expect(await accessibilityViolations(form.page)).toEqual([]);
      const empty = await open('/admin/showData', { viewport });
      expect(await accessibilityViolations(empty.page)).toEqual([]);
      const full = await open('/admin/showData', { viewport, seed: { [KEY]: JSON.stringify(APPOINTMENT) } });
      await full.page.getByRole('button', { name: 'Delete saved appointment' }).waitFor();
      expect(await accessibilityViolations(full.page)).toEqual([]);
    }
  });
});
