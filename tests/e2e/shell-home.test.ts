import path from 'node:path';
/*
 * The site shell and the home page in Chromium, at phone and desktop widths. The form tests answer
 * /apis/enquiry.php and /sendmail.php with page.route (success, 500, network failure); the server's
 * own behaviour is tested in tests/server.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, openPage, VIEWPORTS, waitForIsland, type OpenedPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { filesInOrder } from '../support/content-text';

const suite = withBuiltSite();

/** A browser's own line for a failed request: expected when a test answers 500 on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

/** Opens the home page with Playwright's fake clock, so timers can be stepped instead of awaited. */
async function openWithClock(viewport: keyof typeof VIEWPORTS, reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  const context = await suite.browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // A paused clock: timers fire only when the test runs it forward, however slow the machine.
  const start = new Date('2026-05-01T10:00:00+05:30');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(`${suite.site.url}/`, { waitUntil: 'load' });
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
const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe.each(['phone', 'desktop'] as const)('home page at %s width', (viewport) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(suite.browser, `${suite.site.url}/`, { viewport });
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

  it('says what the company does on the first screen: four services, each a link to its page, above the fold', async () => {
    const { page } = opened;
    const services = page.getByRole('list', { name: 'What we do' });
    await expect(services.getByRole('link').allInnerTexts()).resolves.toEqual(['Websites', 'Digital marketing', 'Mobile apps', 'IT courses']);
    expect(await services.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/services/website-development',
      '/services/digital-marketing',
      '/services/mobile-application',
      '/services/e-learning',
    ]);
    const box = await services.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(VIEWPORTS[viewport].height);
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
    // A card for each course, to its course on the e-learning page; the looping copy is hidden and unfocusable.
    const courseLinks = page.getByRole('region', { name: /Job-ready courses/ }).getByRole('link');
    const courses = filesInOrder('courses');
    await expect(courseLinks.count()).resolves.toBe(courses.length);
    expect(await courseLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      courses.map((file) => `/services/e-learning#course-${path.basename(file, '.yaml')}`),
    );
    await expect(page.getByText(/^\d+ of 13$/).isVisible()).resolves.toBe(true);
    const posts = page.getByRole('region', { name: 'Latest articles' }).getByRole('listitem');
    await expect(posts.count()).resolves.toBe(3);
    await expect(posts.first().getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')).resolves.toMatch(/^\/[a-z0-9-]+$/);
    await expect(
      posts
        .first()
        .getByText(/^\d+ min read$/)
        .isVisible(),
    ).resolves.toBe(true);
    // The card's category opens its page.
    await expect(posts.first().getByRole('link').first().getAttribute('href')).resolves.toMatch(/^\/blog\/category\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'Get in touch' }).last().getAttribute('href')).resolves.toBe('/contact-us');
  });

  it('validates the appointment form in the spec order', async () => {
    const { page } = opened;
    const form = page.locator('form[action="/forms/appointment"]');
    await expect(form.getByLabel('Phone').getAttribute('maxlength')).resolves.toBe('10');
    await expect(form.getByLabel('Phone').getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(form.getByLabel('Phone').getAttribute('pattern')).resolves.toBe('\\d{10}');
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
    await form
      .getByRole('alert')
      .getByText(/could not send your request/)
      .waitFor();
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

  it('rotates the testimonials every 5 s over all 13 once they come into view, and pauses on hover and focus', async () => {
    const { page, errors, close } = await openWithClock('desktop');
    const position = page.getByText(/^\d+ of 13$/);
    await expect(position.textContent()).resolves.toBe('1 of 13');
    // The carousel is an island that wakes when it comes near the screen; until then nothing runs.
    await page.clock.runFor(20_000);
    await expect(position.textContent()).resolves.toBe('1 of 13');
    await position.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await waitForIsland(page, 'testimonials');
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
    // At desktop width: a phone's hero has neither the video nor its still image.
    const { page, errors, close } = await openWithClock('desktop', 'reduce');
    await page.getByText(/^\d+ of 13$/).scrollIntoViewIfNeeded();
    await waitForIsland(page, 'testimonials');
    await page.clock.runFor(20_000);
    await expect(page.getByText(/^\d+ of 13$/).textContent()).resolves.toBe('1 of 13');
    // No source of the video is for visitors who prefer less motion: it never loads or plays.
    await expect(page.locator('video').evaluate((v: HTMLVideoElement) => ({ paused: v.paused, src: v.currentSrc }))).resolves.toEqual({
      paused: true,
      src: '',
    });
    await expect(page.locator('img[src="/media/hero/hero-poster.jpg"]').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('hero video', () => {
  it('plays muted, looping and inline over its poster image once the page has loaded, when motion is allowed', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/`, { viewport: 'desktop' });
    const video = page.locator('video');
    const state = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline, preload: v.preload }));
    expect(state).toEqual({ muted: true, loop: true, inline: true, preload: 'none' });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentSrc.endsWith('/media/hero/hero.webm'))).toBe(true);
    // The poster is the responsive image beneath the video, fetched once, not a second poster download.
    await expect(video.locator('xpath=preceding-sibling::picture//img | preceding-sibling::img').getAttribute('src')).resolves.toBe(
      '/media/hero/hero-poster.jpg',
    );
    await expect(video.getAttribute('poster')).resolves.toBeNull();
    await expect(video.locator('source').evaluateAll((s) => s.map((e) => [e.getAttribute('src'), e.getAttribute('media')]))).resolves.toEqual([
      ['/media/hero/hero.webm', '(min-width: 768px) and (prefers-reduced-motion: no-preference)'],
      ['/media/hero/hero.mp4', '(min-width: 768px) and (prefers-reduced-motion: no-preference)'],
    ]);
    // In the prerendered HTML the video does not play by itself: nothing of it loads before the page has.
    const html = await (await fetch(`${suite.site.url}/`)).text();
    expect(html).not.toMatch(/<video[^>]*autoplay/);
    expect(errors).toEqual([]);
    await close();
  });

  it('is left out on a phone, whose first screen is the heading and the service tiles: neither the video nor its poster downloads', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${suite.site.url}/`, { waitUntil: 'networkidle' });
    // After the load event, when a wider screen starts the video.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/media/hero/'))).toEqual([]);
    await expect(page.locator('video').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('list', { name: 'What we do' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('latest posts', () => {
  const region = (page: Page) => page.getByRole('region', { name: 'Latest articles' });

  it('shows the three latest posts in the page, linked by slug, each cover flush against the card’s top edge', async () => {
    const posts = (await (await fetch(`${suite.site.url}/apis/get_post.php`)).json()) as { post_title: string; slug: string }[];
    const { page, close } = await openPage(suite.browser, `${suite.site.url}/`, { viewport: 'desktop' });
    const links = await region(page)
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual(posts.slice(0, 3).map((post) => [post.post_title, `/${post.slug}`]));
    const gaps = await region(page)
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.querySelector('img')!.getBoundingClientRect().top - card.getBoundingClientRect().top)));
    // The card's 1 px border and nothing else above the image.
    expect(gaps).toEqual([1, 1, 1]);
    await close();
  });
});

describe('the appointment form before its island has hydrated', () => {
  /** Holds the appointment form's island code until `release` is called (or fails it). */
  async function openWithSlowIsland(outcome: 'release' | 'fail') {
    const opened = await openPage(suite.browser, `${suite.site.url}/`, { viewport: 'phone' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await opened.page.route(/\/assets\/appointment-form-[\w-]+\.js$/, async (route) => {
      await held;
      if (outcome === 'release') await route.continue();
      else await route.abort('failed');
    });
    return { ...opened, release };
  }

  it('keeps what the visitor typed, holds the submit, and sends it once when the island is ready', async () => {
    const { page, errors, close, release } = await openWithSlowIsland('release');
    const sent: unknown[] = [];
    await page.route('**/apis/enquiry.php', (route) => {
      sent.push(route.request().postDataJSON());
      return json(route, 201, { id: 'e1' });
    });
    await page.route('**/sendmail.php', (route) => {
      sent.push(route.request().postDataJSON());
      return json(route, 200, { success: true });
    });
    const form = await fillForm(page, GOOD);
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    await expect(form.getByLabel('Your name').inputValue()).resolves.toBe(GOOD.name);
    expect(sent).toEqual([]);
    release();
    await form.getByRole('status').getByText('Form submitted successfully!').waitFor();
    expect(sent).toEqual([
      { name: GOOD.name, email: GOOD.email, phone: GOOD.phone, message: GOOD.message },
      { ...GOOD, subject: 'Appointment request from the website' },
    ]);
    await expect(page.url()).toBe(`${suite.site.url}/`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it('posts the form to the server the plain way when the island cannot load', async () => {
    const { page, close, release } = await openWithSlowIsland('fail');
    const form = await fillForm(page, GOOD);
    await form.getByRole('button', { name: 'Book my appointment' }).click();
    release();
    await page.waitForURL(`${suite.site.url}/forms/appointment`);
    await page.getByText('Form submitted successfully! We will reply within one working day.').waitFor();
    await close();
  });
});
