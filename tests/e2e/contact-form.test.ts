import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, type OpenedPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { expectCleanPage } from './page-checks';

const FILLED = { name: 'Meera Kapoor', email: 'meera@example.in', phone: '9829012345', subject: 'New website', message: 'We need a shop website.' };

/** The console lines a deliberately failed call leaves (the browser logs the failed request, the hook a warning). */
const isExpectedFailure = (message: string) => message.startsWith('Failed to load resource');

describe('the contact page', () => {
  const suite = withBuiltSite();

  async function openContact(): Promise<OpenedPage & { requests: Request[] }> {
    const opened = await openPage(suite.browser, `${suite.site.url}/contact-us`);
    const requests: Request[] = [];
    opened.page.on('request', (request) => {
      if (request.url().includes('/apis/') || request.url().includes('/sendmail.php')) requests.push(request);
    });
    return { ...opened, requests };
  }

  async function fill(page: Page, values: Partial<typeof FILLED>) {
    const labels = { name: 'Your name', email: 'E-mail address', phone: 'Phone number', subject: 'Subject', message: 'Your message' } as const;
    for (const [field, label] of Object.entries(labels))
      await page
        .locator('main')
        .getByLabel(label, { exact: true })
        .fill(values[field as keyof typeof FILLED] ?? '');
  }

  const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).innerText();
  const send = (page: Page) => page.getByRole('button', { name: 'Send message' }).click();

  it('shows the details, both offices and a map loaded only when asked for, with a fallback link, cleanly at both widths', async () => {
    await expectCleanPage(suite.browser, `${suite.site.url}/contact-us`);
    const { page, errors, close } = await openContact();
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
    });
    // What content/site.yaml says, written out here.
    const contact = {
      phone: { display: '+91 98290 12345', tel: '+919829012345' },
      supportEmail: 'support@pinkstonetech.in',
      streets: ['14, Shri Ram Nagar, Sikar Road', '2nd floor, 48 Gaurav Tower, Jawahar Lal Nehru Marg'],
      mapUrl: 'https://www.openstreetmap.org/?mlat=26.9630&mlon=75.7711#map=16/26.9630/75.7711',
      mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=75.7611%2C26.9560%2C75.7811%2C26.9700&layer=mapnik&marker=26.9630%2C75.7711',
    };
    await expect(page.locator('main').getByRole('link', { name: contact.phone.display }).first().getAttribute('href')).resolves.toBe(
      `tel:${contact.phone.tel}`,
    );
    await expect(page.locator('main').getByRole('link', { name: contact.supportEmail }).getAttribute('href')).resolves.toBe(`mailto:${contact.supportEmail}`);
    for (const street of contact.streets) await expect(page.locator('main').getByText(street, { exact: false }).first().isVisible()).resolves.toBe(true);
    const map = page.locator('iframe');
    await expect(map.getAttribute('loading')).resolves.toBe('lazy');
    await expect(map.getAttribute('title')).resolves.toMatch(/\S/);
    await expect(map.getAttribute('src')).resolves.toBe(contact.mapEmbedUrl);
    // Nothing goes to OpenStreetMap until the visitor opens the map, even once it is scrolled into view.
    await page.getByText('Show the map here').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(map.isVisible()).resolves.toBe(false);
    expect(mapRequests).toEqual([]);
    await page.getByText('Show the map here').click();
    await expect.poll(() => map.isVisible()).toBe(true);
    await expect.poll(() => mapRequests).toEqual([contact.mapEmbedUrl]);
    // Open, the same button closes the map again.
    await expect(page.getByText('Show the map here').isVisible()).resolves.toBe(false);
    await page.getByText('Hide the map').click();
    await expect.poll(() => map.isVisible()).toBe(false);
    await expect(page.getByRole('link', { name: 'Open this map on OpenStreetMap' }).getAttribute('href')).resolves.toBe(contact.mapUrl);
    // Works without JavaScript: a real form post with a hidden honeypot.
    const form = page.locator('main form[method="post"]');
    await expect(form.getAttribute('action')).resolves.toBe('/forms/contact');
    const trap = form.locator('input[name="website"]');
    await expect(trap.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(trap.locator('..').getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(
      trap
        .locator('..')
        .boundingBox()
        .then((box) => box && box.width <= 1 && box.height <= 1),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('checks the fields in the spec order and sends nothing until they are right', async () => {
    const { page, requests, close } = await openContact();
    await send(page);
    await expect.poll(() => status(page)).toBe('⚠️ Please fill in all required fields.');
    await fill(page, { ...FILLED, subject: '' });
    await send(page);
    await expect.poll(() => status(page)).toBe('⚠️ Please fill in all required fields.');
    await expect(
      page
        .locator('main')
        .getByLabel('Subject')
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await fill(page, { ...FILLED, phone: '98290', email: 'not-an-email' });
    await send(page);
    await expect.poll(() => status(page)).toBe('Phone number must be exactly 10 digits.');
    await fill(page, { ...FILLED, email: 'meera@example' });
    await send(page);
    await expect.poll(() => status(page)).toBe('Please enter a valid email address.');
    await expect(page.locator('main').getByLabel('E-mail address').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(requests).toEqual([]);
    await close();
  });

  it('sends the enquiry then the mail, shows the server message and clears the form', async () => {
    const { page, requests, errors, close } = await openContact();
    await page.route('**/apis/enquiry.php', (route) => route.fulfill({ status: 201, json: { id: 1 } }));
    await page.route('**/sendmail.php', (route) => route.fulfill({ json: { message: 'Thanks Meera, we will call you today.' } }));
    await fill(page, FILLED);
    await send(page);
    await expect.poll(() => status(page)).toBe('Thanks Meera, we will call you today.');
    await expect(page.locator('main').getByLabel('Your name').inputValue()).resolves.toBe('');
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(['/apis/enquiry.php', '/sendmail.php']);
    expect(requests[0]!.postDataJSON()).toEqual({
      name: FILLED.name,
      email: FILLED.email,
      phone: FILLED.phone,
      message: `${FILLED.subject}\n${FILLED.message}`,
    });
    expect(requests[1]!.postDataJSON()).toEqual(FILLED);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the default success message when the server sends none, and hides it after 4 seconds', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
    await page.route('**/apis/enquiry.php', (route) => route.fulfill({ status: 201, json: {} }));
    await page.route('**/sendmail.php', (route) => route.fulfill({ json: { success: true } }));
    await page.goto(`${suite.site.url}/contact-us`, { waitUntil: 'networkidle' });
    await fill(page, FILLED);
    // From here on the page's timers move only when the test moves them.
    await page.clock.pauseAt(new Date('2026-11-22T10:00:00Z'));
    await send(page);
    await expect.poll(() => status(page)).toBe('Form submitted and email sent successfully!');
    await page.clock.runFor(3900);
    await expect(page.getByText('Form submitted and email sent successfully!').count()).resolves.toBe(1);
    await page.clock.runFor(200);
    await expect.poll(() => page.getByText('Form submitted and email sent successfully!').count()).toBe(0);
    await context.close();
  });

  for (const [failure, answer] of [
    ['answers 500', { status: 500, json: { error: { code: 'internal', message: 'Database unavailable' } } }],
    ['cannot be reached', null],
  ] as const) {
    it(`keeps the inputs and shows an error with the phone number when the enquiry ${failure}`, async () => {
      const { page, requests, errors, close } = await openContact();
      await page.route('**/apis/enquiry.php', (route) => (answer ? route.fulfill(answer) : route.abort('internetdisconnected')));
      await page.route('**/sendmail.php', (route) => route.fulfill({ json: { message: 'should never be called' } }));
      await fill(page, FILLED);
      await send(page);
      await expect.poll(() => status(page)).toBe('Sorry, your message could not be sent. Please try again, or call us on +91 98290 12345.');
      await expect(page.getByText(/successfully/).count()).resolves.toBe(0);
      await expect(page.locator('main').getByLabel('Your message').inputValue()).resolves.toBe(FILLED.message);
      await expect(page.locator('main').getByLabel('Phone number').inputValue()).resolves.toBe(FILLED.phone);
      await expect(page.getByRole('button', { name: 'Send message' }).isEnabled()).resolves.toBe(true);
      expect(requests.map((r) => new URL(r.url()).pathname)).toEqual(['/apis/enquiry.php']);
      expect(errors.filter((e) => !isExpectedFailure(e))).toEqual([]);
      await close();
    });
  }

  it('shows Submitting... on a disabled button while sending', async () => {
    const { page, close } = await openContact();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/apis/enquiry.php', async (route) => {
      await gate;
      await route.fulfill({ status: 201, json: {} });
    });
    await page.route('**/sendmail.php', (route) => route.fulfill({ json: {} }));
    await fill(page, FILLED);
    await send(page);
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    release();
    await expect.poll(() => status(page)).toBe('Form submitted and email sent successfully!');
    await close();
  });
});
