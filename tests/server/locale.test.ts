/*
 * The language of the page a visitor used, on SQLite and PostgreSQL: an enquiry or a newsletter
 * subscription from a Hindi page (the JSON API, or a form posted without JavaScript) is stored as
 * Hindi; one without a language stays English. A form posted without JavaScript from a Hindi page
 * is answered with a Hindi page (its words, its header and footer); the JSON API answers as before.
 * The visitor's e-mails speak the recorded language; the company's notification stays English and names it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listEnquiries } from '../../server/db/enquiries-repo';
import { listSubscribers } from '../../server/db/newsletter-repo';
import { paths } from '../../src/lib/paths';
import { LOCALE_FIELD } from '../../src/lib/enquiry-rules';
import { contentText, filled, siteName } from '../support/content-text';
import { createTestApp, describeEachDatabase, validEnquiry, type TestApp } from './support';

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

describeEachDatabase('the language of an enquiry and a subscription', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { siteUrl: 'https://site.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedLocale = async (email: string) => (await listEnquiries(t.db)).find((e) => e.email === email)?.locale;

  it('stores an enquiry from a Hindi page as Hindi, from the API and from a form without JavaScript', async () => {
    const api = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: json,
      payload: { ...validEnquiry, email: 'hi-api@example.com', [LOCALE_FIELD]: 'hi' },
    });
    expect(api.statusCode).toBe(201);
    expect(await storedLocale('hi-api@example.com')).toBe('hi');

    const posted = await t.app.inject({
      method: 'POST',
      url: paths.forms.home,
      headers: form,
      payload: new URLSearchParams({ ...validEnquiry, email: 'hi-form@example.com', [LOCALE_FIELD]: 'hi' }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(await storedLocale('hi-form@example.com')).toBe('hi');
  });

  it('thanks for a mail request in the language of its page, as the contact form shows it', async () => {
    const payload = { ...validEnquiry, email: 'hi-sendmail@example.com', subject: 'नई वेबसाइट' };
    await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...payload, [LOCALE_FIELD]: 'hi' } });
    const hindi = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...payload, [LOCALE_FIELD]: 'hi' } });
    expect(hindi.json()).toEqual({ success: true, message: contentText('hi/copy/form-result.yaml', 'mailSent') });
    expect(contentText('hi/copy/form-result.yaml', 'mailSent')).not.toBe(contentText('copy/form-result.yaml', 'mailSent'));
    const english = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...payload, email: 'en-sendmail@example.com' } });
    expect(english.json()).toEqual({ success: true, message: contentText('copy/form-result.yaml', 'mailSent') });
  });

  it('stores an enquiry without a language, or with one the site does not have, as English', async () => {
    await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, email: 'en@example.com' } });
    await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: json,
      payload: { ...validEnquiry, email: 'fr@example.com', [LOCALE_FIELD]: 'fr' },
    });
    expect(await storedLocale('en@example.com')).toBe('en');
    expect(await storedLocale('fr@example.com')).toBe('en');
  });

  it('stores a newsletter subscription with the language of its page', async () => {
    for (const [email, locale] of [
      ['hi-reader@example.com', 'hi'],
      ['en-reader@example.com', undefined],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email, [LOCALE_FIELD]: locale } });
      expect(response.statusCode).toBe(201);
    }
    const subscribers = await listSubscribers(t.db);
    expect(subscribers.find((s) => s.email === 'hi-reader@example.com')?.locale).toBe('hi');
    expect(subscribers.find((s) => s.email === 'en-reader@example.com')?.locale).toBe('en');
  });

  const postForm = (action: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: action, headers: form, payload: new URLSearchParams(fields).toString() });

  it('answers a form posted from a Hindi page with a Hindi page, its links to the Hindi site', async () => {
    const hindi = await postForm(paths.forms.contact, { ...validEnquiry, subject: 'Website', email: 'hi-page@example.com', [LOCALE_FIELD]: 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain(`<html lang="hi-IN"`);
    expect(hindi.body).toContain(contentText('hi/copy/form-result.yaml', 'received'));
    expect(hindi.body).toContain(contentText('hi/copy/form-result.yaml', 'back.contact'));
    expect(hindi.body).toContain('href="/hi/contact-us"');
    expect(hindi.body).toContain('href="/hi/"');

    const english = await postForm(paths.forms.contact, { ...validEnquiry, subject: 'Website', email: 'en-page@example.com' });
    expect(english.body).toContain(`<html lang="en-IN"`);
    expect(english.body).toContain(contentText('copy/form-result.yaml', 'received'));
    expect(english.body).not.toContain('href="/hi/contact-us"');
  });

  it('tells the problem of a Hindi form in Hindi, and the JSON API keeps its English answer', async () => {
    const page = await postForm(paths.forms.home, { ...validEnquiry, name: '', [LOCALE_FIELD]: 'hi' });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain(`<html lang="hi-IN"`);
    expect(page.body).toContain(contentText('hi/copy/form-result.yaml', 'problemTitle'));
    expect(page.body).toContain(contentText('hi/copy/forms.yaml', 'problems.required'));
    // Sent again from this page, the form is still Hindi.
    expect(page.body).toContain(`name="${LOCALE_FIELD}" value="hi"`);

    const api = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, name: '', [LOCALE_FIELD]: 'hi' } });
    expect(api.statusCode).toBe(422);
    expect(api.json()).toMatchObject({ error: { message: contentText('copy/forms.yaml', 'problems.required') } });
  });

  it('tells a form from a Hindi page that a character cannot be stored in Hindi, from content/hi/copy/errors.yaml', async () => {
    const page = await postForm(paths.forms.home, { ...validEnquiry, message: `नमस्ते\u0000`, [LOCALE_FIELD]: 'hi' });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain(`<html lang="hi-IN"`);
    expect(page.body).toContain(filled(contentText('hi/copy/errors.yaml', 'invalidText'), { field: 'message' }));
  });

  const mailsTo = async (email: string) => {
    await t.app.outbox.runOnce();
    return t.mailer.sent.filter((mail) => mail.to === email);
  };
  /** A mail's subject as the content file of its language writes it, with the company's name. */
  const subjectOf = (file: string, mail: string) => filled(contentText(file, `${mail}.subject`), { siteName: siteName() });
  /** The notification's words stay English: content/copy/mail.yaml. */
  const notificationLine = (field: string, values: Record<string, string>) => filled(contentText('copy/mail.yaml', `notification.${field}`), values);

  it('acknowledges a Hindi enquiry in Hindi and tells the company, in English, that the lead is Hindi', async () => {
    const email = 'hi-mail@example.com';
    await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, email, [LOCALE_FIELD]: 'hi' } });
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement?.subject).toBe(subjectOf('hi/copy/mail.yaml', 'acknowledgement'));
    expect(acknowledgement?.subject).toContain('हमें आपका मैसेज मिल गया है');
    expect(acknowledgement?.text).toContain(filled(contentText('hi/copy/mail.yaml', 'acknowledgement.greeting'), { name: validEnquiry.name }));
    expect(acknowledgement?.text).toContain(contentText('hi/copy/mail.yaml', 'acknowledgement.yourMessage'));
    expect(acknowledgement?.html).toContain(`lang="hi-IN"`);

    const notification = t.mailer.sent.find((mail) => mail.replyTo === email);
    expect(notification?.subject).toBe(notificationLine('subject', { name: validEnquiry.name }));
    expect(notification?.text).toContain(notificationLine('lines.language', { value: contentText('copy/mail.yaml', 'notification.languages.hi') }));
  });

  it('acknowledges an English enquiry in English, its notification naming English', async () => {
    const email = 'en-mail@example.com';
    await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, email } });
    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement?.subject).toBe(subjectOf('copy/mail.yaml', 'acknowledgement'));
    expect(t.mailer.sent.find((mail) => mail.replyTo === email)?.text).toContain(
      notificationLine('lines.language', { value: contentText('copy/mail.yaml', 'notification.languages.en') }),
    );
  });

  /** The address of the link in a mail, from the site's origin on. */
  const linkIn = (text: string | undefined) => text?.match(/https:\/\/site\.example(\/\S+)/)?.[1];

  it('asks a Hindi subscriber to confirm in Hindi, on a Hindi page whose button confirms there', async () => {
    const email = 'hi-confirm@example.com';
    await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email, [LOCALE_FIELD]: 'hi' } });
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe(subjectOf('hi/copy/mail.yaml', 'newsletterConfirmation'));
    expect(confirmation?.html).toContain(contentText('hi/copy/mail.yaml', 'newsletterConfirmation.action'));
    const link = linkIn(confirmation?.text);
    expect(link).toMatch(/^\/hi\/newsletter\/confirm\?token=/);
    const page = await t.app.inject({ method: 'GET', url: link! });
    expect(page.body).toContain(`<html lang="hi-IN"`);
    expect(page.body).toContain(contentText('hi/copy/data-rights.yaml', 'newsletter.confirm'));
    expect(page.body).toContain(`action="${link!.replace(/&/g, '&amp;')}"`);
    const confirmed = await t.app.inject({ method: 'POST', url: link!, headers: form, payload: '' });
    expect(confirmed.body).toContain(contentText('hi/copy/data-rights.yaml', 'newsletter.confirmed'));
    expect((await listSubscribers(t.db)).find((s) => s.email === email)?.confirmedAt).not.toBeNull();
  });

  it('has the Your data page in Hindi: its link comes in a Hindi mail and opens Hindi pages through to the erasure', async () => {
    const email = 'hi-data@example.com';
    const words = (field: 'title' | 'sent' | 'erase' | 'erased') => contentText('hi/copy/data-rights.yaml', `yourData.${field}`);
    await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, email, [LOCALE_FIELD]: 'hi' } });
    await mailsTo(email);

    const request = await t.app.inject({ method: 'GET', url: '/hi/your-data' });
    expect(request.statusCode).toBe(200);
    expect(request.body).toContain(`<html lang="hi-IN"`);
    expect(request.body).toContain(words('title'));
    expect(request.body).toContain('action="/hi/your-data"');
    // The site's frame in Hindi: its header leads to the Hindi pages, the switch to the English page.
    expect(request.body).toContain('href="/hi/contact-us"');
    expect(request.body).toContain('href="/your-data"');

    const sent = await t.app.inject({ method: 'POST', url: '/hi/your-data', headers: form, payload: new URLSearchParams({ email }).toString() });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(words('sent'));
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === subjectOf('hi/copy/mail.yaml', 'dataLink'));
    expect(mail?.html).toContain(contentText('hi/copy/mail.yaml', 'dataLink.action'));
    const link = linkIn(mail?.text);
    expect(link).toMatch(/^\/hi\/your-data\/link\?token=/);

    const linkPage = await t.app.inject({ method: 'GET', url: link! });
    expect(linkPage.body).toContain(words('erase'));
    expect(linkPage.body).toContain('action="/hi/your-data/erase"');
    const token = new URL(link!, 'https://site.example').searchParams.get('token')!;
    const erased = await t.app.inject({ method: 'POST', url: '/hi/your-data/erase', headers: form, payload: new URLSearchParams({ token }).toString() });
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain(words('erased'));
    expect(await storedLocale(email)).toBeUndefined();
  });
});
