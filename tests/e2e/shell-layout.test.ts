/*
 * The frame around every page: menus, dropdowns, info box, sticky header, search modal,
 * newsletter box and scroll handling. The newsletter API is answered with page.route, since
 * the server's endpoint is built separately; without JavaScript the box posts to the real server.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, openPage, type OpenedPage } from '../support/browser';
import { withBuiltSite } from '../support/site-server';
import { contentText } from '../support/content-text';

const suite = withBuiltSite();

const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));
const header = (page: Page) => page.locator('header[data-scrolled]');

describe('on a phone (375 px)', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(suite.browser, `${suite.site.url}/about-us`, { viewport: 'phone' });
  });
  afterAll(() => opened?.close());

  it('has a menu button with flat Services, Career and Interns links that closes on navigation and on Escape', async () => {
    const { page, errors } = opened;
    await expect(page.locator('nav[aria-label="Main"] >> visible=true').count()).resolves.toBe(0);
    await expect(page.getByText('Talk to us 24/7').isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle.getAttribute('aria-expanded')).resolves.not.toBe('true');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.waitFor();
    await expect(toggle.evaluate((button) => button.matches('[popovertarget]') && document.querySelector(':popover-open') !== null)).resolves.toBe(true);
    for (const name of ['Services', 'Career', 'Interns']) await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    // The first link takes the focus, and the menu sits right under the header.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Home');
    const [headerBox, menuBox] = await Promise.all([header(page).boundingBox(), menu.boundingBox()]);
    expect(Math.abs(menuBox!.y - (headerBox!.y + headerBox!.height))).toBeLessThanOrEqual(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(toggle.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    await toggle.click();
    await menu.getByRole('link', { name: 'Career', exact: true }).click();
    await page.waitForURL(`${suite.site.url}/career`);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('closes the menu with a tap outside it', async () => {
    const { page } = opened;
    const menu = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.waitFor();
    await page.mouse.click(180, 700);
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('on a desktop (1280 px)', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage(suite.browser, `${suite.site.url}/`, { viewport: 'desktop' });
  });
  afterAll(() => opened?.close());

  it('opens the Services and Join us dropdowns on hover, and from their buttons for keyboard and touch; Escape closes them', async () => {
    const { page } = opened;
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).resolves.toBe(false);
    const servicesMenu = nav.getByRole('list', { name: 'Services menu' });
    await expect(servicesMenu.isVisible()).resolves.toBe(false);
    await nav.getByRole('link', { name: 'Services' }).hover();
    await servicesMenu.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expect(servicesMenu.getByRole('link', { name: 'Cybersecurity' }).getAttribute('href')).resolves.toBe('/services/cybersecurity-services');
    await page.mouse.move(640, 600);
    await servicesMenu.waitFor({ state: 'hidden' });

    await nav.getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Join us');
    await page.keyboard.press('Tab');
    const toggle = nav.getByRole('button', { name: 'Show the Join us menu' });
    await expect(toggle.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    const joinMenu = nav.getByRole('list', { name: 'Join us menu' });
    await expect(joinMenu.isVisible()).resolves.toBe(false);
    await page.keyboard.press('Enter');
    await joinMenu.waitFor();
    // Open, the list sits under its item, in the top layer.
    const [itemBox, listBox] = await Promise.all([nav.getByRole('link', { name: 'Join us' }).boundingBox(), joinMenu.boundingBox()]);
    expect(listBox!.y).toBeGreaterThanOrEqual(itemBox!.y + itemBox!.height - 1);
    expect(Math.abs(listBox!.x - itemBox!.x)).toBeLessThan(120);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Career');
    await page.keyboard.press('Escape');
    await joinMenu.waitFor({ state: 'hidden' });
    await expect(toggle.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await joinMenu.waitFor();
    await page.mouse.click(640, 600);
    await joinMenu.waitFor({ state: 'hidden' });
  });

  it('prerenders a page of the site when the pointer rests on its link (Speculation Rules from a response header)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const purposes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/about-us')) purposes.push(request.headers()['sec-purpose'] ?? 'navigation');
    });
    await page.goto(`${suite.site.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).hover();
    await expect.poll(() => purposes).toContain('prefetch;prerender');
    await context.close();
  });

  it('shows the info box above 1100 px only, its heading and number on a line each, and the header fits the window either side of it', async () => {
    const { page } = opened;
    await expect(page.getByText('Talk to us 24/7').isVisible()).resolves.toBe(true);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // Each of the box's two texts is one line tall: no taller than its font's line.
    const wrappedLines = () =>
      page
        .locator('header a[href^="tel:"] span > span')
        .evaluateAll(
          (texts) => texts.filter((text) => text.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(text).fontSize) * 1.25).length,
        );
    for (const url of ['/', '/hi/']) {
      await page.goto(`${suite.site.url}${url}`);
      for (const width of [1024, 1099, 1100, 1116, 1180, 1279, 1280]) {
        await page.setViewportSize({ width, height: 860 });
        await expect(page.locator('header a[href^="tel:"]').isVisible(), `${url} at ${width} px`).resolves.toBe(width >= 1100);
        await expect(sideways(), `${url} at ${width} px`).resolves.toBe(0);
        if (width >= 1100) await expect(wrappedLines(), `${url} at ${width} px`).resolves.toBe(0);
      }
    }
    await page.goto(`${suite.site.url}/`);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('hides the sticky header on the way down, shows it on the way up, and flags scrolling past 45 px', async () => {
    const { page } = opened;
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page).getAttribute('data-scrolled')).resolves.toBe('false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForFunction(() => window.scrollY === 40);
    await expect(header(page).getAttribute('data-scrolled')).resolves.toBe('false');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await page.waitForSelector('header[data-hidden="true"]');
    await expect(header(page).getAttribute('data-scrolled')).resolves.toBe('true');
    await page.mouse.wheel(0, -300);
    await page.waitForSelector('header[data-hidden="false"]');
    // It slides back in.
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
  });

  it('starts every new page at the top', async () => {
    const { page } = opened;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(`${suite.site.url}/about-us`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${suite.site.url}/`);
  });

  it('searches services, courses and posts from a lazily fetched index; Escape and Close return focus to the icon', async () => {
    const { page, errors } = opened;
    const requests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/search-index.json') && requests.push(r.url()));
    expect(requests).toEqual([]);
    const icon = page.getByRole('button', { name: 'Search the site' });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.waitFor();
    const input = dialog.getByRole('searchbox', { name: 'Search services, courses and articles' });
    await expect(input.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    await input.fill('cybersecurity');
    await dialog
      .getByRole('link', { name: /Service.*Cybersecurity/ })
      .first()
      .waitFor();
    await input.fill('python');
    await dialog.getByRole('link', { name: /Course.*Python Programming & Django Framework/ }).waitFor();
    await dialog.getByRole('link', { name: /Article.*Getting Started With Python/i }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await input.fill('zzzz');
    await dialog.getByText('No results for "zzzz". Try a shorter or different word.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(icon.evaluate((e) => e === document.activeElement)).resolves.toBe(true);

    await icon.click();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(icon.evaluate((e) => e === document.activeElement)).resolves.toBe(true);
    expect(requests).toHaveLength(1);

    await icon.click();
    await input.fill('local seo');
    await dialog
      .getByRole('link', { name: /Service.*Local SEO/ })
      .first()
      .click();
    await page.waitForURL(`${suite.site.url}/services/local-seo-services`);
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('subscribes to the newsletter and reports every outcome', async () => {
    const { page, errors } = opened;
    const box = page.getByRole('region', { name: 'Newsletter' });
    const input = box.getByLabel('Your e-mail address');
    const submit = box.getByRole('button', { name: 'Subscribe' });

    await input.fill('not-an-email');
    await submit.click();
    await box.getByRole('alert').getByText('Please enter a valid email address.').waitFor();

    const bodies: unknown[] = [];
    await page.route('**/apis/newsletter.php', (route) => {
      bodies.push(route.request().postDataJSON());
      return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ status: 'subscribed' }) });
    });
    await input.fill('reader@example.com');
    await submit.click();
    await box.getByRole('status').getByText(contentText('layout.yaml', 'footer.newsletter.subscribed')).waitFor();
    expect(bodies).toEqual([{ email: 'reader@example.com' }]);
    await expect(input.inputValue()).resolves.toBe('');
    await page.unroute('**/apis/newsletter.php');

    await page.route('**/apis/newsletter.php', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'already-subscribed' }) }),
    );
    await input.fill('reader@example.com');
    await submit.click();
    await box.getByText('You are already on our list. Thank you for staying with us!').waitFor();
    await page.unroute('**/apis/newsletter.php');

    await page.route('**/apis/newsletter.php', (route) => route.fulfill({ status: 500, body: '{}' }));
    await input.fill('reader@example.com');
    await submit.click();
    await box.getByRole('alert').getByText('Sorry, we could not subscribe you just now. Please try again.').waitFor();
    await expect(input.inputValue()).resolves.toBe('reader@example.com');
    await page.unroute('**/apis/newsletter.php');

    await page.route('**/apis/newsletter.php', (route) => route.abort('failed'));
    await submit.click();
    await box.getByRole('alert').getByText('Sorry, we could not subscribe you just now. Please try again.').waitFor();
    await expect(input.inputValue()).resolves.toBe('reader@example.com');
    await page.unroute('**/apis/newsletter.php');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('opens and closes the phone menu and the desktop dropdowns, with Escape', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/about-us`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('link', { name: 'Interns', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('link', { name: 'Interns', exact: true }).click();
    await page.waitForURL(`${suite.site.url}/career/interns`);

    await page.setViewportSize({ width: 1280, height: 860 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).hover();
    await nav.getByRole('list', { name: 'Services menu' }).waitFor();
    await page.mouse.move(640, 600);
    await nav.getByRole('button', { name: 'Show the Join us menu' }).click();
    await nav.getByRole('list', { name: 'Join us menu' }).waitFor();
    await page.mouse.move(640, 600);
    await page.keyboard.press('Escape');
    await nav.getByRole('list', { name: 'Join us menu' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('subscribes from the footer through a plain form post and shows the page the server answers with', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/about-us`);
    const box = () => page.getByRole('region', { name: 'Newsletter' });
    const form = box().locator('form[method="post"]');
    await expect(form.getAttribute('action')).resolves.toBe('/forms/newsletter');
    await expect(form.locator('input[name="website"]').getAttribute('tabindex')).resolves.toBe('-1');

    await box().getByLabel('Your e-mail address').fill('reader@example');
    await box().getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${suite.site.url}/forms/newsletter`);
    await page.getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    const again = page.getByLabel('Your e-mail address');
    await expect(again.inputValue()).resolves.toBe('reader@example');

    await again.fill('no-script.reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(contentText('layout.yaml', 'footer.newsletter.subscribed')).waitFor();

    await page.goto(`${suite.site.url}/`);
    await box().getByLabel('Your e-mail address').fill('No-Script.Reader@example.com');
    await box().getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText('You are already on our list. Thank you for staying with us!').waitFor();
    await context.close();
  });
});

describe('moving between pages', () => {
  it('cross-fades to the next page, and a transition the browser skips leaves no error behind', async () => {
    const { page, errors, close } = await openPage(suite.browser, `${suite.site.url}/about-us`);
    // Chromium skips a page's transition when a navigation outruns it (its console then says "Page
    // already revealed"); here every new page skips its own, which rejects the transition's promise.
    await page.addInitScript(() =>
      addEventListener('pagereveal', (event) => {
        document.documentElement.dataset.transitioned = String(Boolean(event.viewTransition));
        event.viewTransition?.skipTransition();
      }),
    );
    await page.getByRole('link', { name: 'Send a message' }).click();
    await page.waitForURL(`${suite.site.url}/contact-us`);
    await expect(page.locator('html').getAttribute('data-transitioned')).resolves.toBe('true');
    // Two frames on, an unhandled rejection would have been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(errors).toEqual([]);
    await close();
  });
});
