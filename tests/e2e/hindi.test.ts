/*
 * The site in Hindi as a visitor meets it in Chromium, at phone and desktop widths: every Hindi page
 * says it is Hindi and shows Hindi words, the language switch leads to the counterpart and back, the
 * home and contact forms tell their problems in SPEC.md's order in Hindi and thank in Hindi, a form
 * sent without JavaScript is answered by a Hindi page and acknowledged by a Hindi e-mail, and the
 * search finds a Hindi post by a Hindi word. (axe on every Hindi page: every-route.test.ts; hreflang
 * both ways and the sitemap: tests/prerender/languages.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getContactCopy } from '../../src/content/contact-copy';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { getFormsCopy } from '../../src/content/forms-copy';
import { getLayout } from '../../src/content/layout';
import { getPage } from '../../src/content/pages';
import { listPosts } from '../../src/content/posts';
import { LOCALE_TAGS, localizePath, splitLocale } from '../../src/lib/locale';
import { isAdminPath, paths } from '../../src/lib/paths';
import { listPages } from '../../src/routes';
import { inContext, VIEWPORTS, waitForIsland } from '../support/browser';
import { contentText, filled, siteName } from '../support/content-text';
import { withBuiltSite } from '../support/site-server';

const suite = withBuiltSite();

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = (path: string) => localizePath(path, 'hi');
const layout = { en: getLayout('en'), hi: getLayout('hi') };
const problems = getFormsCopy('hi').problems;

/** The Hindi public pages, but the old /hi/courses/* addresses, which send the browser on at once. */
const HINDI_PAGES = listPages()
  .filter((page) => page.status === 200 && !isAdminPath(page.path))
  .map((page) => page.path)
  .filter((path) => splitLocale(path).locale === 'hi' && !splitLocale(path).path.startsWith('/courses/'));

function heroForm() {
  const hero = getPage('home', 'hi').sections.find((section) => section.type === 'hero');
  if (hero?.type !== 'hero' || !hero.form) throw new Error('The Hindi home page has no appointment form');
  return hero.form;
}

/** Follows the language switch the visitor sees: in the header on a desktop, in the menu on a phone. */
async function switchLanguage(page: Page, viewport: keyof typeof VIEWPORTS, from: 'en' | 'hi', to: 'en' | 'hi'): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: layout[from].header.menuButton, exact: true }).click();
  await page
    .getByRole('link', { name: layout[from].languages[to], exact: true })
    .and(page.locator(`[hreflang="${LOCALE_TAGS[to]}"]`))
    .locator('visible=true')
    .first()
    .click();
}

describe.each(['phone', 'desktop'] as const)('the site in Hindi at %s width', (viewport) => {
  it('answers every Hindi page in Hindi: lang hi-IN and a Hindi heading', async () => {
    expect(HINDI_PAGES.length).toBeGreaterThan(40);
    await inContext(suite.browser, { viewport }, async (page) => {
      const wrong: string[] = [];
      for (const path of HINDI_PAGES) {
        const response = await page.goto(`${suite.site.url}${path}`);
        const lang = await page.locator('html').getAttribute('lang');
        const heading = await page.locator('h1').first().innerText();
        if (response?.status() !== 200 || lang !== LOCALE_TAGS.hi || !DEVANAGARI.test(heading))
          wrong.push(`${path}: ${response?.status()} ${lang} "${heading}"`);
      }
      expect(wrong).toEqual([]);
    });
  });

  it('switches each page to its English counterpart and back', async () => {
    const post = listPosts('hi')[0]!;
    await inContext(suite.browser, { viewport }, async (page) => {
      for (const path of [paths.home, paths.service('seo'), paths.post(post.slug), paths.contact]) {
        await page.goto(`${suite.site.url}${hindi(path)}`);
        await switchLanguage(page, viewport, 'hi', 'en');
        await page.waitForURL(`${suite.site.url}${path}`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LOCALE_TAGS.en);
        await switchLanguage(page, viewport, 'en', 'hi');
        await page.waitForURL(`${suite.site.url}${hindi(path)}`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LOCALE_TAGS.hi);
      }
    });
  });

  it('checks the home form in the spec order with Hindi messages, and thanks in Hindi', async () => {
    const copy = heroForm();
    await inContext(suite.browser, { viewport }, async (page) => {
      await page.goto(`${suite.site.url}${hindi(paths.home)}`);
      const form = page.locator('form[action="/forms/appointment"]');
      const field = (name: 'name' | 'email' | 'phone' | 'message') => form.getByLabel(copy.fields[name].label, { exact: true });
      await field('name').focus();
      await waitForIsland(page, 'appointmentForm');
      const send = () => form.getByRole('button', { name: copy.submit }).click();
      await send();
      await form.getByRole('alert').getByText(problems.required).waitFor();
      await field('name').fill('कविता जोशी');
      await field('email').fill('not-an-email');
      await field('phone').fill('12345');
      await field('message').fill('मेरी बेकरी के लिए एक वेबसाइट');
      await send();
      await form.getByRole('alert').getByText(problems.phone).waitFor();
      await field('phone').fill('9829012345');
      await send();
      await form.getByRole('alert').getByText(problems.email).waitFor();
      await field('email').fill(`kavita-${viewport}@example.in`);
      await send();
      await form.getByText(copy.success).waitFor();
      await expect(field('name').inputValue()).resolves.toBe('');
    });
  });

  it('checks the contact form in the spec order with Hindi messages, and thanks in Hindi', async () => {
    const copy = getContactCopy('hi').form;
    await inContext(suite.browser, { viewport }, async (page) => {
      await page.goto(`${suite.site.url}${hindi(paths.contact)}`);
      const main = page.locator('main');
      const field = (label: string) => main.getByLabel(label, { exact: true });
      const status = () => page.getByRole('status').filter({ hasText: /\S/ }).innerText();
      await field(copy.name).focus();
      await waitForIsland(page, 'contactForm');
      const send = () => main.getByRole('button', { name: copy.submit }).click();
      await send();
      await expect.poll(status).toBe(`⚠️ ${problems.required}`);
      await field(copy.name).fill('मीरा कपूर');
      await field(copy.email).fill('not-an-email');
      await field(copy.phone).fill('98290');
      await field(copy.subject).fill('नई वेबसाइट');
      await field(copy.message).fill('हमें एक दुकान की वेबसाइट चाहिए।');
      await send();
      await expect.poll(status).toBe(problems.phone);
      await field(copy.phone).fill('9829012345');
      await send();
      await expect.poll(status).toBe(problems.email);
      await field(copy.email).fill(`meera-${viewport}@example.in`);
      await send();
      await expect.poll(status).toBe(getFormResultCopy('hi').mailSent);
    });
  });

  it('answers the contact form sent without JavaScript with a Hindi page, and acknowledges it with a Hindi e-mail', async () => {
    const copy = getContactCopy('hi').form;
    const email = `without-js-${viewport}@example.in`;
    await inContext(suite.browser, { viewport, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.site.url}${hindi(paths.contact)}`);
      const main = page.locator('main');
      const values = {
        [copy.name]: 'अर्जुन मीणा',
        [copy.email]: email,
        [copy.phone]: '9829012345',
        [copy.subject]: 'SEO',
        [copy.message]: 'हमें ज़्यादा पूछताछ चाहिए।',
      };
      for (const [label, value] of Object.entries(values)) await main.getByLabel(label, { exact: true }).fill(value);
      await main.getByRole('button', { name: copy.submit }).click();
      await page.waitForURL(`${suite.site.url}${paths.forms.contact}`);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LOCALE_TAGS.hi);
      await page.getByText(getFormResultCopy('hi').received).waitFor();
    });
    await suite.site.app.outbox.runOnce();
    const acknowledgement = suite.site.mailer.sent.find((mail) => mail.to === email);
    expect(acknowledgement?.subject).toBe(filled(contentText('hi/copy/mail.yaml', 'acknowledgement.subject'), { siteName: siteName() }));
    expect(acknowledgement?.subject).toContain('हमें आपका मैसेज मिल गया है');
    expect(acknowledgement?.html).toContain(`lang="${LOCALE_TAGS.hi}"`);
  });

  it('finds a Hindi post by a Hindi word of its title', async () => {
    const post = listPosts('hi')[0]!;
    const word = post.title.split(/\s+/).find((w) => DEVANAGARI.test(w) && w.length >= 4)!;
    await inContext(suite.browser, { viewport }, async (page) => {
      await page.goto(`${suite.site.url}${hindi(paths.home)}`);
      await page.getByRole('button', { name: layout.hi.header.searchLabel, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: layout.hi.search.title });
      await dialog.getByRole('searchbox', { name: layout.hi.search.label }).fill(word);
      await dialog
        .locator(`a[href="${hindi(paths.post(post.slug))}"]`)
        .first()
        .waitFor();
    });
  });
});
