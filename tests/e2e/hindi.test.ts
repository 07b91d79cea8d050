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
import { isAdminPath } from '../../src/lib/paths';
import { listPages } from '../../src/routes';
import { inContext, VIEWPORTS, waitForIsland } from '../support/browser';
import { contentText, filled, frontMatterText, siteName } from '../support/content-text';
import { withBuiltSite } from '../support/site-server';

const suite = withBuiltSite();

/*
 * Every word this test looks for or expects is read from the content file that holds it, as a file,
 * or written out here: none comes from the site's accessors, which the pages under test read.
 */
const DEVANAGARI = /[\u0900-\u097F]/;
const LANG = { en: 'en-IN', hi: 'hi-IN' } as const;
const hindi = (path: string) => `/hi${path}`;
const layoutFile = { en: 'layout.yaml', hi: 'hi/layout.yaml' } as const;
const problem = (code: 'required' | 'phone' | 'email') => contentText('hi/copy/forms.yaml', `problems.${code}`);
const formResult = (field: 'mailSent' | 'received') => contentText('hi/copy/form-result.yaml', field);
/** The Hindi home page's appointment form: the first section of content/hi/pages/home.yaml. */
const heroForm = (field: string) => contentText('hi/pages/home.yaml', `sections.0.form.${field}`);
const contactForm = (field: string) => contentText('hi/copy/contact.yaml', `form.${field}`);
/** A Hindi post, its address and a word of its title as content/hi/blog/ writes them. */
const POST = { slug: 'protecting-your-business-from-phishing-emails', word: 'फ़िशिंग' };

/** The Hindi public pages, but the old /hi/courses/* addresses, which send the browser on at once. */
const HINDI_PAGES = listPages()
  .filter((page) => page.status === 200 && !isAdminPath(page.path))
  .map((page) => page.path)
  .filter((path) => path.startsWith('/hi/') && !path.startsWith('/hi/courses/'));

/** Follows the language switch the visitor sees: in the header on a desktop, in the menu on a phone. */
async function switchLanguage(page: Page, viewport: keyof typeof VIEWPORTS, from: 'en' | 'hi', to: 'en' | 'hi'): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: contentText(layoutFile[from], 'header.menuButton'), exact: true }).click();
  await page
    .getByRole('link', { name: contentText('layout.yaml', `languages.${to}`), exact: true })
    .and(page.locator(`[hreflang="${LANG[to]}"]`))
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
        if (response?.status() !== 200 || lang !== LANG.hi || !DEVANAGARI.test(heading)) wrong.push(`${path}: ${response?.status()} ${lang} "${heading}"`);
      }
      expect(wrong).toEqual([]);
    });
  });

  it('switches each page to its English counterpart and back', async () => {
    await inContext(suite.browser, { viewport }, async (page) => {
      for (const path of ['/', '/services/seo', `/${POST.slug}`, '/contact-us']) {
        await page.goto(`${suite.site.url}${hindi(path)}`);
        await switchLanguage(page, viewport, 'hi', 'en');
        await page.waitForURL(`${suite.site.url}${path}`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LANG.en);
        await switchLanguage(page, viewport, 'en', 'hi');
        await page.waitForURL(`${suite.site.url}${hindi(path)}`);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LANG.hi);
      }
    });
  });

  it('checks the home form in the spec order with Hindi messages, and thanks in Hindi', async () => {
    await inContext(suite.browser, { viewport }, async (page) => {
      await page.goto(`${suite.site.url}/hi/`);
      const form = page.locator('form[action="/forms/appointment"]');
      const field = (name: 'name' | 'email' | 'phone' | 'message') => form.getByLabel(heroForm(`fields.${name}.label`), { exact: true });
      await field('name').focus();
      await waitForIsland(page, 'appointmentForm');
      const send = () => form.getByRole('button', { name: heroForm('submit') }).click();
      await send();
      await form.getByRole('alert').getByText(problem('required')).waitFor();
      await field('name').fill('कविता जोशी');
      await field('email').fill('not-an-email');
      await field('phone').fill('12345');
      await field('message').fill('मेरी बेकरी के लिए एक वेबसाइट');
      await send();
      await form.getByRole('alert').getByText(problem('phone')).waitFor();
      await field('phone').fill('9829012345');
      await send();
      await form.getByRole('alert').getByText(problem('email')).waitFor();
      await field('email').fill(`kavita-${viewport}@example.in`);
      await send();
      await form.getByText(heroForm('success')).waitFor();
      await expect(field('name').inputValue()).resolves.toBe('');
    });
  });

  it('checks the contact form in the spec order with Hindi messages, and thanks in Hindi', async () => {
    const copy = {
      name: contactForm('name'),
      email: contactForm('email'),
      phone: contactForm('phone'),
      subject: contactForm('subject'),
      message: contactForm('message'),
    };
    await inContext(suite.browser, { viewport }, async (page) => {
      await page.goto(`${suite.site.url}/hi/contact-us`);
      const main = page.locator('main');
      const field = (label: string) => main.getByLabel(label, { exact: true });
      const status = () => page.getByRole('status').filter({ hasText: /\S/ }).innerText();
      await field(copy.name).focus();
      await waitForIsland(page, 'contactForm');
      const send = () => main.getByRole('button', { name: contactForm('submit') }).click();
      await send();
      await expect.poll(status).toBe(`⚠️ ${problem('required')}`);
      await field(copy.name).fill('मीरा कपूर');
      await field(copy.email).fill('not-an-email');
      await field(copy.phone).fill('98290');
      await field(copy.subject).fill('नई वेबसाइट');
      await field(copy.message).fill('हमें एक दुकान की वेबसाइट चाहिए।');
      await send();
      await expect.poll(status).toBe(problem('phone'));
      await field(copy.phone).fill('9829012345');
      await send();
      await expect.poll(status).toBe(problem('email'));
      await field(copy.email).fill(`meera-${viewport}@example.in`);
      await send();
      await expect.poll(status).toBe(formResult('mailSent'));
    });
  });

  it('answers the contact form sent without JavaScript with a Hindi page, and acknowledges it with a Hindi e-mail', async () => {
    const email = `without-js-${viewport}@example.in`;
    await inContext(suite.browser, { viewport, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.site.url}/hi/contact-us`);
      const main = page.locator('main');
      const values = {
        [contactForm('name')]: 'अर्जुन मीणा',
        [contactForm('email')]: email,
        [contactForm('phone')]: '9829012345',
        [contactForm('subject')]: 'SEO',
        [contactForm('message')]: 'हमें ज़्यादा पूछताछ चाहिए।',
      };
      for (const [label, value] of Object.entries(values)) await main.getByLabel(label, { exact: true }).fill(value);
      await main.getByRole('button', { name: contactForm('submit') }).click();
      await page.waitForURL(`${suite.site.url}/forms/contact`);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LANG.hi);
      await page.getByText(formResult('received')).waitFor();
    });
    await suite.site.app.outbox.runOnce();
    const acknowledgement = suite.site.mailer.sent.find((mail) => mail.to === email);
    expect(acknowledgement?.subject).toBe(filled(contentText('hi/copy/mail.yaml', 'acknowledgement.subject'), { siteName: siteName() }));
    expect(acknowledgement?.subject).toContain('हमें आपका मैसेज मिल गया है');
    expect(acknowledgement?.html).toContain(`lang="${LANG.hi}"`);
  });

  it('finds a Hindi post by a Hindi word of its title', async () => {
    expect(frontMatterText(`hi/blog/${POST.slug}.md`, 'title')).toContain(POST.word);
    await inContext(suite.browser, { viewport }, async (page) => {
      await page.goto(`${suite.site.url}/hi/`);
      await page.getByRole('button', { name: contentText('hi/layout.yaml', 'header.searchLabel'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: contentText('hi/layout.yaml', 'search.title') });
      await dialog.getByRole('searchbox', { name: contentText('hi/layout.yaml', 'search.label') }).fill(POST.word);
      await dialog.locator(`a[href="/hi/${POST.slug}"]`).first().waitFor();
    });
  });
});
