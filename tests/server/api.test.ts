/* The API, the no-JavaScript forms and /healthz, over fastify's inject, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listEnquiries } from '../../server/db/enquiries-repo';
import { listMailFor } from '../../server/db/outbox-repo';
import { privacyPolicyVersion } from '../../server/app';
import { MAIL_SUCCESS_MESSAGE } from '../../server/routes/mail';
import { getSite } from '../../src/content/site';
import { getLayout } from '../../src/content/layout';
import { listPosts } from '../../src/content/posts';
import { countRows, createTestApp, describeEachDatabase, subscriberEmails, validEnquiry, type TestApp } from './support';

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' };

describeEachDatabase('API', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { mail: { to: 'leads@example.com' } });
  });
  afterAll(async () => t?.close());

  it('GET /apis/get_post.php lists the posts from content with the original field names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/apis/get_post.php' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const posts = response.json() as { post_title: string; post_id: string; content: string; tags: string[] }[];
    expect(posts).toHaveLength(listPosts().length);
    expect(posts[0]).toMatchObject({ post_title: listPosts()[0]!.title, post_id: listPosts()[0]!.id });
    const compressed = await t.app.inject({ method: 'GET', url: '/apis/get_post.php', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('stores an enquiry with its consent and queues a notification and an acknowledgement in one go', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, website: '' } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const stored = (await listEnquiries(t.db)).find((e) => e.id === id);
    expect(stored).toMatchObject({ ...validEnquiry, source: 'enquiry', consentVersion: privacyPolicyVersion() });
    expect(Date.parse(stored!.consentAt)).not.toBeNaN();
    const mails = await listMailFor(t.db, id);
    expect(mails).toEqual([
      { kind: 'acknowledgement', to: validEnquiry.email, status: 'pending' },
      { kind: 'notification', to: 'leads@example.com', status: 'pending' },
    ]);
  });

  it('answers /sendmail.php after an enquiry without queueing the same mails twice', async () => {
    const person = { ...validEnquiry, email: 'ravi@example.com', phone: '9000000001' };
    const first = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: person });
    const { id } = first.json() as { id: string };
    const outboxBefore = await countRows(t.db, 'outbox');
    const mail = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...person, subject: 'New website' } });
    expect(mail.statusCode).toBe(200);
    expect(mail.json()).toEqual({ success: true, message: MAIL_SUCCESS_MESSAGE });
    expect(await countRows(t.db, 'outbox')).toBe(outboxBefore);
    const stored = (await listEnquiries(t.db)).find((e) => e.id === id);
    expect(stored?.subject).toBe('New website');
    expect(stored?.mailRequestedAt).not.toBeNull();
  });

  it('stores and mails a /sendmail.php call that follows no enquiry', async () => {
    const before = await countRows(t.db, 'enquiries');
    const person = { ...validEnquiry, email: 'meena@example.com', subject: 'Hosting' };
    const response = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: person });
    expect(response.json()).toMatchObject({ success: true });
    expect(await countRows(t.db, 'enquiries')).toBe(before + 1);
    const stored = (await listEnquiries(t.db)).find((e) => e.email === 'meena@example.com');
    expect(stored).toMatchObject({ source: 'sendmail', subject: 'Hosting' });
    expect(await listMailFor(t.db, stored!.id)).toHaveLength(2);
  });

  it('answers /sendmail.php validation failures with success false and the form message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...validEnquiry, subject: '', phone: '123' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'validation_failed', message: 'Please fill in all required fields.' } });
  });

  it('checks fields in the order the forms do, with every problem in fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, phone: '12345', email: 'nope' } });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toBe('Phone number must be exactly 10 digits.');
    expect(body.error.fields).toMatchObject({ phone: 'Phone number must be exactly 10 digits.', email: 'Please enter a valid email address.' });
  });

  it('answers a honeypot submission like any other and stores nothing', async () => {
    const counts = [await countRows(t.db, 'enquiries'), await countRows(t.db, 'outbox'), await countRows(t.db, 'newsletter_subscribers')];
    const bot = { ...validEnquiry, website: 'http://spam.example' };
    expect((await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: bot })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...bot, subject: 'x' } })).json()).toMatchObject({ success: true });
    expect((await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email: 'bot@example.com', website: 'x' } })).statusCode).toBe(201);
    const formBot = new URLSearchParams({ ...validEnquiry, website: 'x' }).toString();
    expect((await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: form, payload: formBot })).statusCode).toBe(200);
    const newsletterBot = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=bot%40example.com&website=x' });
    expect(newsletterBot.statusCode).toBe(200);
    expect(newsletterBot.body).toContain(getLayout().footer.newsletter.subscribed);
    expect([await countRows(t.db, 'enquiries'), await countRows(t.db, 'outbox'), await countRows(t.db, 'newsletter_subscribers')]).toEqual(counts);
  });

  it('subscribes an address to the newsletter once, whatever its case', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email: 'Reader@Example.com' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed' });
    const again = await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email: 'reader@example.com' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already-subscribed' });
    const invalid = await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email: 'not an address' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ error: { message: 'Please enter a valid email address.' } });
    for (const payload of [{ email: ' ' }, {}]) {
      const empty = await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload });
      expect(empty.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Please enter your e-mail address.' } });
    }
  });

  it('takes the contact form without JavaScript and answers with a page saying so', async () => {
    const before = await countRows(t.db, 'enquiries');
    const payload = new URLSearchParams({ ...validEnquiry, email: 'nojs@example.com', subject: 'SEO', website: '' }).toString();
    const response = await t.app.inject({ method: 'POST', url: '/forms/contact', headers: form, payload });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Form submitted successfully!');
    expect(response.body).toContain('href="/contact-us"');
    expect(response.body).not.toMatch(/<script/i);
    expect(await countRows(t.db, 'enquiries')).toBe(before + 1);
    const stored = (await listEnquiries(t.db)).find((e) => e.email === 'nojs@example.com');
    expect(stored).toMatchObject({ source: 'form-contact', subject: 'SEO' });
    expect(await listMailFor(t.db, stored!.id)).toHaveLength(2);
  });

  it('shows the form again with the message and the inputs kept when something is wrong', async () => {
    const before = await countRows(t.db, 'enquiries');
    const payload = new URLSearchParams({ name: 'Asha <b>', email: 'asha@example', phone: '9829012345', message: 'Hello "there"' }).toString();
    const response = await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: form, payload });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Please enter a valid email address.');
    expect(response.body).toContain('value="Asha &lt;b&gt;"');
    expect(response.body).toContain('value="asha@example"');
    expect(response.body).toContain('Hello &quot;there&quot;</textarea>');
    expect(await countRows(t.db, 'enquiries')).toBe(before);
    const asJson = await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: { 'content-type': form['content-type'] }, payload });
    expect(asJson.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('takes the newsletter box without JavaScript: a page saying subscribed, then already subscribed', async () => {
    const { newsletter } = getLayout().footer;
    const first = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=NoJS.Reader%40Example.com&website=' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain(newsletter.subscribed);
    expect(first.body).not.toContain(newsletter.alreadySubscribed);
    expect(first.body).not.toMatch(/<script/i);
    expect(await subscriberEmails(t.db)).toContain('nojs.reader@example.com');

    const before = await countRows(t.db, 'newsletter_subscribers');
    const again = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=nojs.reader%40example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(newsletter.alreadySubscribed);
    expect(again.body).not.toContain(newsletter.subscribed);
    expect(await countRows(t.db, 'newsletter_subscribers')).toBe(before);
  });

  it('shows the newsletter form again with the typed address and the problem, or the API error to a JSON client', async () => {
    const { newsletter } = getLayout().footer;
    const before = await countRows(t.db, 'newsletter_subscribers');
    const payload = new URLSearchParams({ email: 'reader"<x>@example', website: '' }).toString();
    const response = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Please enter a valid email address.');
    expect(response.body).toContain('value="reader&quot;&lt;x&gt;@example"');
    expect(response.body).toMatch(/<form[^>]*action="\/forms\/newsletter"/);
    expect(response.body).toContain(`>${newsletter.label}</label>`);
    expect(response.body).toContain(`>${newsletter.submit}</button>`);
    expect(response.body).not.toContain(newsletter.subscribed);
    const empty = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=&website=' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Please enter your e-mail address.');

    const asJson = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: { 'content-type': form['content-type'], accept: 'application/json' }, payload });
    expect(asJson.statusCode).toBe(422);
    expect(asJson.headers['content-type']).toMatch(/^application\/json/);
    expect(asJson.json()).toEqual({
      error: { code: 'validation_failed', message: 'Please enter a valid email address.', fields: { email: 'Please enter a valid email address.' } },
    });
    const accepted = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: { 'content-type': form['content-type'], accept: 'application/json' }, payload: 'email=json.reader%40example.com' });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ status: 'subscribed' });
    expect(await countRows(t.db, 'newsletter_subscribers')).toBe(before + 1);
  });

  it('reports the database and the mail worker on /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const body = response.json() as { database: { ok: boolean; dialect: string }; mail: { running: boolean; pending: number } };
    expect(body.database).toEqual({ ok: true, dialect: kind });
    // This app runs without its worker, so it says so, and the queued mail is counted.
    expect(response.statusCode).toBe(503);
    expect(body.mail.running).toBe(false);
    expect(body.mail.pending).toBeGreaterThan(0);
  });
});

describeEachDatabase('protection', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { max: 3, windowMs: 60_000 }, bodyLimit: 4096, trustProxy: true, mailWorker: true });
  });
  afterAll(async () => t?.close());

  it('limits POSTs per address with 429 and Retry-After, and counts addresses apart', async () => {
    const post = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: { ...json, 'x-forwarded-for': ip }, payload: { email: `r${Math.random()}@example.com` } });
    for (let i = 0; i < 3; i++) expect((await post('203.0.113.7')).statusCode).toBe(201);
    const limited = await post('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited', message: expect.stringMatching(/Too many requests/) } });
    expect((await post('203.0.113.8')).statusCode).toBe(201);
    // Reading is not limited.
    expect((await t.app.inject({ method: 'GET', url: '/apis/get_post.php', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(200);
  });

  it('answers a body past the limit with 413 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: { ...json, 'x-forwarded-for': '198.51.100.1' },
      payload: JSON.stringify({ ...validEnquiry, message: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('sends strict security headers on pages, API answers and errors; HSTS only over TLS', async () => {
    for (const url of ['/', '/apis/get_post.php', '/no/such/page', '/healthz']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const tls = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok', mail: { running: true } });
  });
});

describeEachDatabase('the site', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('serves prerendered pages as HTML with no-cache, compressed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const contact = await t.app.inject({ method: 'GET', url: '/contact-us' });
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('<h1');
  });

  it('caches hashed assets for a year and media for a day', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const asset = /\/assets\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await t.app.inject({ method: 'GET', url: asset! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript|css/);
    const logo = await t.app.inject({ method: 'GET', url: `/${getSite().logo.src}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers unknown paths and unknown blog slugs with 404 and the not-found pages', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    const post = await t.app.inject({ method: 'GET', url: '/no-such-post-at-all' });
    expect(post.statusCode).toBe(404);
    expect(post.body).toContain('Blog post not found.');
    expect((await t.app.inject({ method: 'GET', url: `/${listPosts()[0]!.slug}` })).statusCode).toBe(200);
  });
});
