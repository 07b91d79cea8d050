/*
 * The site shell and the home page in Chromium, at phone and desktop widths. The API that the
 * forms call is being built separately, so these tests answer /apis/enquiry.php, /sendmail.php,
 * /apis/newsletter.php and /apis/get_post.php with page.route (success, 500, network failure).
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, openPage, VIEWPORTS, isHydrated, type OpenedPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/site-server';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A browser's own line for a failed request: expected when a test answers 500 on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

/** Opens the home page with Playwright's fake clock, so timers can be stepped instead of awaited. */
async function openWithClock(viewport: keyof typeof VIEWPORTS, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // A paused clock: timers fire only when the test runs it forward, however slow the machine.
  const start = new Date('2026-05-01T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  // The app starts after the first paint and hands the main thread back between its start-up
  // steps, with timers a paused clock fires only when stepped: step it until the page has hydrated.
  await expect.poll(async () => (await page.clock.runFor(20), isHydrated(page)), { timeout: 20_000 }).toBe(true);
  return { page, errors, close: () => context.close() };
}

async function fillForm(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = page.locator('form[action="/forms/appointment"]');
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('E-mail').fill(values.email);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('How can we help?').fill(values.message);
  return form;
}

const GOOD = { name: 'Asha Verma', email: 'asha@example.com', phone: '9829012345', message: 'A new website for my shop' };
const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe.each(['phone', 'desktop'] as const)('home page at %s width', (viewport) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(browser, `${site.url}/`, { viewport });
  });
  afterAll(() => opened?.close());

  it('is prerendered with one h1, hydrates without console errors and has no axe violations', async () => {
    const { page, errors } = opened;
    await expect(page.locator('h1').count()).resolves.toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('has the top bar contacts, four social links, and no cart', async () => {
    const { page } = opened;
    await expect(page.locator('a[href^="tel:"]').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('a[href^="mailto:support@"]').count()).resolves.toBeGreaterThan(0);
    const social = page.getByRole('list', { name: 'Follow us' }).first();
    await expect(social.getByRole('link').count()).resolves.toBe(4);
    await expect(page.getByRole('button', { name: /cart/i }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: /cart/i }).count()).resolves.toBe(0);
  });

  it('shows the sections: partners, about figures, why us, services, courses, testimonials, posts, call to action', async () => {
    const { page } = opened;
    await expect(page.getByRole('img', { name: 'CloudNest' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Happy clients').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Projects delivered', { exact: true }).isVisible()).resolves.toBe(true);
    const whyUs = page.getByRole('region', { name: /Why businesses/ });
    await expect(whyUs.getByRole('listitem').count()).resolves.toBe(4);
    const services = page.getByRole('region', { name: 'Everything your business needs online' });
    const serviceLinks = await services.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(serviceLinks).toHaveLength(8);
    expect(serviceLinks).toContain('/services/website-development');
    expect(serviceLinks).toContain('/services/e-learning');
    // Nine course cards, each to the courses page; the looping copy is hidden and unfocusable.
    const courseLinks = page.getByRole('region', { name: /Job-ready courses/ }).getByRole('link');
    await expect(courseLinks.count()).resolves.toBe(9);
    expect(new Set(await courseLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual(new Set(['/services/e-learning']));
    await expect(page.getByText(/^\d+ of 13$/).isVisible()).resolves.toBe(true);
    const posts = page.getByRole('region', { name: 'Latest articles' }).getByRole('listitem');
    await expect(posts.count()).resolves.toBe(3);
    await expect(posts.first().getByRole('link').getAttribute('href')).resolves.toMatch(/^\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'Get in touch' }).last().getAttribute('href')).resolves.toBe('/contact-us');
  });

  it('validates the appointment form in the spec order', async () => {
    const { page } = opened;
    const form = page.locator('form[action="/forms/appointment"]');
    await expect(form.getByLabel('Phone').getAttribute('maxlength')).resolves.toBe('10');
    await expect(form.getByLabel('Phone').getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(form.getByLabel('Phone').getAttribute('pattern')).resolves.toBe('[0-9]{10}');
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    await form.getByRole('alert').getByText('Please fill in all required fields.').waitFor();
    await fillForm(page, { ...GOOD, phone: '12345', email: 'not-an-email' });
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    await form.getByRole('alert').getByText('Phone number must be exactly 10 digits.').waitFor();
    await form.getByLabel('Phone').fill(GOOD.phone);
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    await form.getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    await expect(form.getByLabel('E-mail').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('keeps the inputs and gives the phone number when sending fails (500, then network failure)', async () => {
    const { page, errors } = opened;
    await page.route('**/apis/enquiry.php', (route) => json(route, 500, { error: { code: 'internal', message: 'down' } }));
    const form = await fillForm(page, GOOD);
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText(/could not send your request/).waitFor();
    await expect(alert.textContent()).resolves.toContain('+91 98290 12345');
    await expect(alert.textContent()).resolves.not.toMatch(/success/i);
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe(GOOD.name);
    await expect(form.getByLabel('How can we help?').inputValue()).resolves.toBe(GOOD.message);

    await page.unroute('**/apis/enquiry.php');
    await page.route('**/apis/enquiry.php', (route) => json(route, 201, { id: 'e1' }));
    await page.route('**/sendmail.php', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    await form.getByRole('alert').getByText(/could not send your request/).waitFor();
    await expect(form.getByLabel('E-mail').inputValue()).resolves.toBe(GOOD.email);
    await page.unroute('**/apis/enquiry.php');
    await page.unroute('**/sendmail.php');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('home page timers (fake clock)', () => {
  it('sends the appointment: Submitting... while waiting, success for 4 s, inputs cleared', async () => {
    const { page, errors, close } = await openWithClock('desktop');
    const sent: unknown[] = [];
    let releaseMail: () => void = () => {};
    const mailHeld = new Promise<void>((resolve) => (releaseMail = resolve));
    await page.route('**/apis/enquiry.php', (route) => {
      sent.push(route.request().postDataJSON());
      return json(route, 201, { id: 'e1' });
    });
    await page.route('**/sendmail.php', async (route) => {
      sent.push(route.request().postDataJSON());
      await mailHeld;
      return json(route, 200, { success: true });
    });
    const form = await fillForm(page, GOOD);
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    const busy = form.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    releaseMail();
    await form.getByRole('status').getByText('Form submitted successfully!').waitFor();
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe('');
    expect(sent).toEqual([
      { name: GOOD.name, email: GOOD.email, phone: GOOD.phone, message: GOOD.message },
      { ...GOOD, subject: 'Appointment request from the website' },
    ]);
    await page.clock.runFor(3900);
    await expect(form.getByText('Form submitted successfully!').count()).resolves.toBe(1);
    await page.clock.runFor(200);
    await form.getByText('Form submitted successfully!').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('rotates the testimonials every 5 s over all 13, and pauses on hover and focus', async () => {
    const { page, errors, close } = await openWithClock('desktop');
    const position = page.getByText(/^\d+ of 13$/);
    await expect(position.textContent()).resolves.toBe('1 of 13');
    await page.clock.runFor(5000);
    await page.getByText('2 of 13').waitFor();
    await page.clock.runFor(5000 * 11);
    await page.getByText('13 of 13').waitFor();
    await page.clock.runFor(5000);
    await page.getByText('1 of 13').waitFor();
    await page.getByText('1 of 13').scrollIntoViewIfNeeded();
    await page.getByRole('figure').hover();
    await page.clock.runFor(15_000);
    await expect(position.textContent()).resolves.toBe('1 of 13');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.clock.runFor(15_000);
    await expect(position.textContent()).resolves.toBe('1 of 13');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await page.getByText('2 of 13').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('does not rotate testimonials, and shows the still image instead of the video, under reduced motion', async () => {
    const { page, errors, close } = await openWithClock('phone', 'reduce');
    await page.clock.runFor(20_000);
    await expect(page.getByText(/^\d+ of 13$/).textContent()).resolves.toBe('1 of 13');
    await expect(page.locator('video').count()).resolves.toBe(0);
    await expect(page.locator('img[src="/media/hero/hero-poster.jpg"]').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('hero video', () => {
  it('plays muted, looping and inline over its poster image when motion is allowed', async () => {
    const { page, errors, close } = await openPage(browser, `${site.url}/`, { viewport: 'desktop' });
    const video = page.locator('video');
    await video.waitFor({ state: 'attached' });
    const state = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline, auto: v.autoplay }));
    expect(state).toEqual({ muted: true, loop: true, inline: true, auto: true });
    // The poster is the responsive image beneath the video, fetched once, not a second poster download.
    await expect(video.locator('xpath=preceding-sibling::picture//img | preceding-sibling::img').getAttribute('src')).resolves.toBe('/media/hero/hero-poster.jpg');
    await expect(video.getAttribute('poster')).resolves.toBeNull();
    await expect(video.locator('source').evaluateAll((s) => s.map((e) => e.getAttribute('src')))).resolves.toEqual([
      '/media/hero/hero.webm',
      '/media/hero/hero.mp4',
    ]);
    // The prerendered HTML has the still image only.
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).not.toContain('<video');
    expect(html).toContain('/media/hero/hero-poster.jpg');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('latest posts after a client-side navigation', () => {
  async function goHomeFromAbout(answer: (route: Route) => Promise<void> | void) {
    const opened = await openPage(browser, `${site.url}/about-us`, { viewport: 'desktop' });
    await opened.page.route('**/apis/get_post.php', answer);
    await opened.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await opened.page.waitForURL(`${site.url}/`);
    return opened;
  }
  const region = (page: Page) => page.getByRole('region', { name: 'Latest articles' });

  it('shows Loading blog posts... and then the three latest, linked by slug; a post without a date gets today', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, errors, close } = await goHomeFromAbout(async (route) => {
      await held;
      await json(route, 200, {
        posts: [
          { post_id: 1, post_title: 'First Post', post_date: '2026-01-02', content: '<p>x</p>', slug: 'first-post' },
          { post_id: 2, post_title: 'Second Post', content: '<p>y</p>' },
          { post_id: 3, title: 'Third Post', post_date: '2025-12-01', content: '<p>z</p>' },
          { post_id: 4, title: 'Fourth Post', post_date: '2025-11-01', content: '<p>w</p>' },
        ],
      });
    });
    await region(page).getByText('Loading blog posts...').waitFor();
    release();
    await region(page).getByRole('link', { name: 'First Post' }).waitFor();
    await expect(region(page).getByRole('listitem').count()).resolves.toBe(3);
    await expect(region(page).getByRole('link', { name: 'Second Post' }).getAttribute('href')).resolves.toBe('/second-post');
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()),
    );
    await expect(region(page).getByRole('listitem').nth(1).locator('time').getAttribute('datetime')).resolves.toBe(today);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows each latest post card with its cover flush against the top edge', async () => {
    const { page, close } = await openPage(browser, `${site.url}/`, { viewport: 'desktop' });
    const gaps = await region(page)
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.querySelector('img')!.getBoundingClientRect().top - card.getBoundingClientRect().top)));
    // The card's 1 px border and nothing else above the image.
    expect(gaps).toEqual([1, 1, 1]);
    await close();
  });

  it('says Failed to load blog posts when the API fails', async () => {
    const { page, errors, close } = await goHomeFromAbout((route) => json(route, 500, {}));
    await region(page).getByRole('alert').getByText('Failed to load blog posts').waitFor();
    // React reports the rejected loader promise that <Await> caught; nothing else may be logged.
    expect(unexpected(errors).filter((e) => !e.includes('Failed to fetch blog posts'))).toEqual([]);
    await close();
  });

  it('says No blog posts available when there are none', async () => {
    const { page, errors, close } = await goHomeFromAbout((route) => json(route, 200, []));
    await region(page).getByText('No blog posts available').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
