/* The API, the no-JavaScript forms and /healthz, over fastify's inject, on SQLite and PostgreSQL (the built site they sit beside: tests/prerender/serving.test.ts). */
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listEnquiries } from '../../server/db/enquiries-repo';
import { listMailStatesFor } from '../../server/db/outbox-repo';
import { ENQUIRY_LIMITS } from '../../src/lib/enquiry-rules';
import { createApp, privacyPolicyVersion } from '../../server/app';
import { createMemoryMailer } from '../../server/mail/memory';
import { parseEnv } from '../../server/env';
import { contentText, frontMatterText, markdownFiles } from '../support/content-text';
import {
  anyText,
  countRows,
  createTestApp,
  createTestDatabase,
  describeEachDatabase,
  subscriberEmails,
  textMatching,
  validEnquiry,
  type TestApp,
} from './support';

const json = { 'content-type': 'application/json' };
/** The home page's appointment form: the first section of content/pages/home.yaml. */
const heroForm = (field: string) => contentText('pages/home.yaml', `sections.0.form.${field}`);
/** The control a label names, as a visitor finds it. */
const labelled = (page: Document, label: string) => {
  const element = [...page.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return element ? page.getElementById(element.getAttribute('for') ?? '') : null;
};
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
    const posts = response.json<{ post_title: string; post_id: string; content: string; tags: string[] }[]>();
    // One per file of content/blog/, named by its file name, with its front matter's title.
    const files = markdownFiles('blog').map((file) => ({ post_id: path.basename(file, '.md'), post_title: frontMatterText(file, 'title') }));
    expect(files.length).toBeGreaterThan(3);
    expect(posts.map(({ post_id, post_title }) => ({ post_id, post_title })).sort((a, b) => a.post_id.localeCompare(b.post_id))).toEqual(files);
    const compressed = await t.app.inject({ method: 'GET', url: '/apis/get_post.php', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('stores an enquiry with its consent and queues a notification and an acknowledgement in one go', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, website: '' } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const stored = (await listEnquiries(t.db)).find((e) => e.id === id);
    expect(stored).toMatchObject({ ...validEnquiry, source: 'enquiry', consentVersion: privacyPolicyVersion() });
    expect(Date.parse(stored!.consentAt)).not.toBeNaN();
    const mails = await listMailStatesFor(t.db, id);
    expect(mails.map(({ kind, to, status }) => ({ kind, to, status }))).toEqual([
      { kind: 'notification', to: 'leads@example.com', status: 'pending' },
      { kind: 'acknowledgement', to: validEnquiry.email, status: 'pending' },
    ]);
  });

  it('answers /sendmail.php after an enquiry without queueing the same mails twice', async () => {
    const person = { ...validEnquiry, email: 'ravi@example.com', phone: '9000000001' };
    const first = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: person });
    const { id } = first.json<{ id: string }>();
    const outboxBefore = await countRows(t.db, 'outbox');
    const mail = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...person, subject: 'New website' } });
    expect(mail.statusCode).toBe(200);
    expect(mail.json()).toEqual({ success: true, message: contentText('copy/form-result.yaml', 'mailSent') });
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
    expect(await listMailStatesFor(t.db, stored!.id)).toHaveLength(2);
  });

  it('answers /sendmail.php validation failures with success false and the form message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...validEnquiry, subject: '', phone: '123' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'validation_failed', message: 'Please fill in all required fields.' } });
  });

  it('refuses text that is not valid Unicode (a lone surrogate) with 422 rather than storing broken UTF-8', async () => {
    const before = await countRows(t.db, 'enquiries');
    const response = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: json,
      payload: JSON.stringify({ ...validEnquiry, message: 'broken \ud83d here' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_text', fields: { message: anyText() } } });
    expect(await countRows(t.db, 'enquiries')).toBe(before);
  });

  it('checks fields in the order the forms do, with every problem in fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: json,
      payload: { ...validEnquiry, phone: '12345', email: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(body.error.message).toBe('Phone number must be exactly 10 digits.');
    expect(body.error.fields).toMatchObject({ phone: 'Phone number must be exactly 10 digits.', email: 'Please enter a valid email address.' });
  });

  it('answers a honeypot submission like any other and stores nothing', async () => {
    const bot = { ...validEnquiry, website: 'http://spam.example' };
    const real = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, email: 'real@example.com' } });
    const counts = [await countRows(t.db, 'enquiries'), await countRows(t.db, 'outbox'), await countRows(t.db, 'newsletter_subscribers')];
    const trapped = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: bot });
    expect(trapped.statusCode).toBe(real.statusCode);
    expect(Object.keys(trapped.json<object>())).toEqual(Object.keys(real.json<object>()));
    expect(trapped.json<{ id: string }>().id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Whatever the trap holds, it never produces an error of its own; other fields are checked as for anyone.
    for (const website of ['x'.repeat(300), 'nul\u0000', 12345, ['a'], { a: 1 }]) {
      const odd = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...validEnquiry, website } });
      expect(odd.statusCode, JSON.stringify(website)).toBe(201);
    }
    const invalid = { ...validEnquiry, phone: '12' };
    const realInvalid = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: invalid });
    const botInvalid = await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: json, payload: { ...invalid, website: 'x'.repeat(300) } });
    expect([botInvalid.statusCode, botInvalid.json()]).toEqual([realInvalid.statusCode, realInvalid.json()]);
    expect((await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: json, payload: { ...bot, subject: 'x' } })).json()).toMatchObject({
      success: true,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: json, payload: { email: 'bot@example.com', website: 'x' } })).statusCode,
    ).toBe(201);
    const formBot = new URLSearchParams({ ...validEnquiry, website: 'x' }).toString();
    expect((await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: form, payload: formBot })).statusCode).toBe(200);
    const newsletterBot = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=bot%40example.com&website=x' });
    expect(newsletterBot.statusCode).toBe(200);
    expect(newsletterBot.body).toContain(contentText('layout.yaml', 'footer.newsletter.subscribed'));
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

  it('answers a trapped newsletter post exactly as a real post for the same address, and stores nothing', async () => {
    const answer = async (url: string, headers: Record<string, string>, fields: Record<string, string>) => {
      const payload = headers['content-type'] === json['content-type'] ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      return [response.statusCode, response.body];
    };
    const stored = async () => [await countRows(t.db, 'newsletter_subscribers'), await countRows(t.db, 'outbox')];
    for (const [url, headers] of [
      ['/apis/newsletter.php', json],
      ['/forms/newsletter', form],
    ] as const) {
      const email = `trap.${url.length}@example.com`;
      // An address not on the list: the trap says subscribed, as a first real post does, and keeps nothing.
      const before = await stored();
      const trappedNew = await answer(url, headers, { email, website: 'x' });
      expect(await stored()).toEqual(before);
      const realFirst = await answer(url, headers, { email });
      expect(trappedNew, url).toEqual(realFirst);
      // Now on the list: the trap says already subscribed, as a real repeat does.
      const realAgain = await answer(url, headers, { email: email.toUpperCase() });
      const onList = await stored();
      const trappedAgain = await answer(url, headers, { email: email.toUpperCase(), website: 'x' });
      expect(trappedAgain, url).toEqual(realAgain);
      expect(trappedAgain[0], url).toBe(200);
      expect(await stored()).toEqual(onList);
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
    expect(await listMailStatesFor(t.db, stored!.id)).toHaveLength(2);
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
    // The form's own words and checks: the home form's labels, and the phone rule the island's input carries.
    const page = new JSDOM(response.body).window.document;
    expect(labelled(page, heroForm('fields.name.label'))?.getAttribute('name')).toBe('name');
    const phone = labelled(page, heroForm('fields.phone.label'))!;
    const attributes = ['name', 'value', 'required', 'type', 'inputmode', 'autocomplete', 'minlength', 'maxlength', 'pattern'];
    expect(Object.fromEntries(attributes.map((name) => [name, phone.getAttribute(name)]))).toEqual({
      name: 'phone',
      value: '9829012345',
      required: '',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'tel-national',
      minlength: '10',
      maxlength: '10',
      pattern: '\\d{10}',
    });
    expect(page.querySelector('form button[type="submit"]')?.textContent).toBe(heroForm('submit'));
    expect(page.documentElement.getAttribute('lang')).toBe('en-IN');
    expect(await countRows(t.db, 'enquiries')).toBe(before);
    const asJson = await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: { 'content-type': form['content-type'] }, payload });
    expect(asJson.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('marks the field the message is about, when another field is also wrong', async () => {
    // The name is too long and the phone is short: the spec's order puts the phone's problem first.
    const payload = new URLSearchParams({ name: 'A'.repeat(101), email: 'asha@example.in', phone: '12', message: 'Hello' }).toString();
    const response = await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: form, payload });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Phone number must be exactly 10 digits.');
    const page = new JSDOM(response.body).window.document;
    const phone = page.querySelector('input[name="phone"]')!;
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(page.querySelector('[role="alert"]')?.id);
    expect(page.querySelector('input[name="name"]')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes the longest valid message in Devanagari as JSON and as a no-JavaScript form alike', async () => {
    // 5,000 characters of 3 bytes each: about 15 KB typed, 45 KB once a form percent-encodes it.
    const message = 'नमस्ते'.repeat(ENQUIRY_LIMITS.message).slice(0, ENQUIRY_LIMITS.message);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: json,
      payload: { ...validEnquiry, email: 'hindi.json@example.com', message },
    });
    expect(asJson.statusCode).toBe(201);
    const payload = new URLSearchParams({ ...validEnquiry, email: 'hindi.form@example.com', message }).toString();
    expect(payload.length).toBeGreaterThan(32_768);
    const asForm = await t.app.inject({ method: 'POST', url: '/forms/appointment', headers: form, payload });
    expect(asForm.statusCode).toBe(200);
    expect(asForm.body).toContain('Form submitted successfully!');
    const stored = await listEnquiries(t.db);
    for (const email of ['hindi.json@example.com', 'hindi.form@example.com']) {
      expect(stored.find((e) => e.email === email)?.message).toBe(message);
    }
  });

  it('takes the newsletter box without JavaScript: a page saying subscribed, then already subscribed', async () => {
    const newsletter = (field: 'subscribed' | 'alreadySubscribed' | 'label' | 'submit') => contentText('layout.yaml', `footer.newsletter.${field}`);
    const first = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=NoJS.Reader%40Example.com&website=' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.body).toContain(newsletter('subscribed'));
    expect(first.body).not.toContain(newsletter('alreadySubscribed'));
    expect(first.body).not.toMatch(/<script/i);
    expect(await subscriberEmails(t.db)).toContain('nojs.reader@example.com');

    const before = await countRows(t.db, 'newsletter_subscribers');
    const again = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=nojs.reader%40example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(newsletter('alreadySubscribed'));
    expect(again.body).not.toContain(newsletter('subscribed'));
    expect(await countRows(t.db, 'newsletter_subscribers')).toBe(before);
  });

  it('shows the newsletter form again with the typed address and the problem, or the API error to a JSON client', async () => {
    const newsletter = (field: 'subscribed' | 'alreadySubscribed' | 'label' | 'submit') => contentText('layout.yaml', `footer.newsletter.${field}`);
    const before = await countRows(t.db, 'newsletter_subscribers');
    const payload = new URLSearchParams({ email: 'reader"<x>@example', website: '' }).toString();
    const response = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Please enter a valid email address.');
    expect(response.body).toContain('value="reader&quot;&lt;x&gt;@example"');
    expect(response.body).toMatch(/<form[^>]*action="\/forms\/newsletter"/);
    expect(response.body).toContain(`>${newsletter('label')}</label>`);
    expect(response.body).toContain(`>${newsletter('submit')}</button>`);
    expect(response.body).not.toContain(newsletter('subscribed'));
    const empty = await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: form, payload: 'email=&website=' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Please enter your e-mail address.');

    const asJson = await t.app.inject({
      method: 'POST',
      url: '/forms/newsletter',
      headers: { 'content-type': form['content-type'], accept: 'application/json' },
      payload,
    });
    expect(asJson.statusCode).toBe(422);
    expect(asJson.headers['content-type']).toMatch(/^application\/json/);
    expect(asJson.json()).toEqual({
      error: { code: 'validation_failed', message: 'Please enter a valid email address.', fields: { email: 'Please enter a valid email address.' } },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/forms/newsletter',
      headers: { 'content-type': form['content-type'], accept: 'application/json' },
      payload: 'email=json.reader%40example.com',
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ status: 'subscribed' });
    expect(await countRows(t.db, 'newsletter_subscribers')).toBe(before + 1);
  });

  it('reports the database and the mail worker on /healthz', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const body = response.json<{ database: { ok: boolean; dialect: string }; mail: { running: boolean; pending: number } }>();
    expect(body.database).toEqual({ ok: true, dialect: kind });
    // This app runs without its worker, so it says so, and the queued mail is counted.
    expect(response.statusCode).toBe(503);
    expect(body.mail.running).toBe(false);
    expect(body.mail.pending).toBeGreaterThan(0);
  });
});

describeEachDatabase('/healthz with the database down', (kind) => {
  it('says the database is down, with its error only to a request from this machine', async () => {
    const database = await createTestDatabase(kind);
    const app = await createApp({ db: database.db, mailer: createMemoryMailer(), mailWorker: false, rateLimit: false, trustProxy: 1 });
    await app.ready();
    try {
      await database.db.close();
      const remote = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.9' });
      const proxied = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.9' } });
      const local = await app.inject({ method: 'GET', url: '/healthz' });
      for (const response of [remote, proxied, local]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ status: 'down', database: { ok: false, dialect: kind } });
      }
      expect(remote.json()).not.toHaveProperty('database.error');
      expect(proxied.json()).not.toHaveProperty('database.error');
      expect(local.json()).toHaveProperty('database.error', expect.any(String));
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });
});

describeEachDatabase('the client’s address behind a proxy', (kind) => {
  /** How many of 40 newsletter posts, each naming another client in front of the same proxy entry, get through a budget of 20. */
  async function acceptedOf40(trustProxy: string, remoteAddress = '127.0.0.1', forwardedFor = (i: number) => `203.0.113.${i}, 198.51.100.7`) {
    const t = await createTestApp(kind, { rateLimit: { max: 20, windowMs: 60_000 }, trustProxy: parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY });
    try {
      let accepted = 0;
      for (let i = 0; i < 40; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/apis/newsletter.php',
          remoteAddress,
          headers: { ...json, 'x-forwarded-for': forwardedFor(i) },
          payload: { email: `proxied${i}@example.com` },
        });
        if (response.statusCode === 201) accepted++;
      }
      return accepted;
    } finally {
      await t.close();
    }
  }

  it('believes only the entries the trusted hops added, so a client cannot choose its own address', async () => {
    // One proxy in front (a count, or its address): the entry it added is the client; the ones before it are the client's own words.
    expect(await acceptedOf40('1')).toBe(20);
    expect(await acceptedOf40('127.0.0.1')).toBe(20);
    expect(await acceptedOf40('10.0.0.0/8, loopback')).toBe(20);
    // A client that reaches the server past the listed proxies is counted by its own address, whatever it forwards.
    expect(await acceptedOf40('10.0.0.1', '192.0.2.50', (i) => `198.51.100.${i}`)).toBe(20);
  });

  it('takes a count of hops or addresses for TRUST_PROXY, and stops at start on anything else', () => {
    expect([undefined, '', '0', 'false'].map((value) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY)).toEqual([false, false, false, false]);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.1 , fd00::/8,loopback ' }).TRUST_PROXY).toEqual(['10.0.0.1', 'fd00::/8', 'loopback']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true": give the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.1/33, proxy.local' })).toThrow(/"10\.0\.0\.1\/33", "proxy\.local"/);
  });
});

describeEachDatabase('protection', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { max: 3, windowMs: 60_000 }, bodyLimit: 4096, trustProxy: 1, mailWorker: true });
  });
  afterAll(async () => t?.close());

  it('limits POSTs per address with 429 and Retry-After, and counts addresses apart', async () => {
    const post = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/apis/newsletter.php',
        headers: { ...json, 'x-forwarded-for': ip },
        payload: { email: `r${Math.random()}@example.com` },
      });
    for (let i = 0; i < 3; i++) expect((await post('203.0.113.7')).statusCode).toBe(201);
    const limited = await post('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited', message: textMatching(/Too many requests/) } });
    expect((await post('203.0.113.8')).statusCode).toBe(201);
    // Reading is not limited.
    expect((await t.app.inject({ method: 'GET', url: '/apis/get_post.php', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(200);
  });

  it('counts one budget per address across every POST route', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const ip = '203.0.113.50';
    const accepted = [
      await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: { ...json, ...from(ip) }, payload: { email: 'budget@example.com' } }),
      await t.app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: { ...json, ...from(ip) }, payload: validEnquiry }),
      await t.app.inject({
        method: 'POST',
        url: '/forms/appointment',
        headers: { ...form, ...from(ip) },
        payload: new URLSearchParams(validEnquiry).toString(),
      }),
    ];
    expect(accepted.map((response) => response.statusCode)).toEqual([201, 201, 200]);
    const contact = new URLSearchParams({ ...validEnquiry, subject: 'More' }).toString();
    const limited = [
      await t.app.inject({ method: 'POST', url: '/sendmail.php', headers: { ...json, ...from(ip) }, payload: { ...validEnquiry, subject: 'More' } }),
      await t.app.inject({ method: 'POST', url: '/forms/contact', headers: { ...form, ...from(ip) }, payload: contact }),
      await t.app.inject({ method: 'POST', url: '/forms/newsletter', headers: { ...form, ...from(ip) }, payload: 'email=budget2%40example.com' }),
    ];
    expect(limited.map((response) => response.statusCode)).toEqual([429, 429, 429]);
    expect(limited[0]!.json()).toMatchObject({ success: false, error: { code: 'rate_limited' } });
  });

  it('counts the link pages’ POSTs in the same budget: confirm, unsubscribe, download, erase, keep', async () => {
    const routes = ['/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x', '/your-data/download', '/your-data/erase', '/your-data/keep'];
    const post = (url: string, ip: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': form['content-type'], 'x-forwarded-for': ip }, payload: 'token=x' });
    for (const [i, url] of routes.entries()) {
      const ip = `192.0.2.${i + 10}`;
      for (let n = 0; n < 3; n++) expect((await post(url, ip)).statusCode, url).not.toBe(429);
      const limited = await post(url, ip);
      expect(limited.statusCode, url).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const statuses = [];
    for (const url of routes) statuses.push((await post(url, '192.0.2.30')).statusCode);
    expect(statuses.map((status) => status === 429)).toEqual([false, false, false, true, true]);
  });

  it('answers what was typed past the limit with 413 in the error shape, as JSON or as a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: { ...json, 'x-forwarded-for': '198.51.100.1' },
      payload: JSON.stringify({ ...validEnquiry, message: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const asForm = await t.app.inject({
      method: 'POST',
      url: '/forms/appointment',
      headers: { 'content-type': form['content-type'], 'x-forwarded-for': '198.51.100.2' },
      payload: new URLSearchParams({ ...validEnquiry, message: 'x'.repeat(5000) }).toString(),
    });
    expect(asForm.statusCode).toBe(413);
    expect(asForm.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    // JSON's escapes do not count: the same 3,000 typed characters, written as \u escapes (18 KB), pass.
    const escaped = JSON.stringify({ ...validEnquiry, message: 'a'.repeat(3000) }).replace(/a{3000}/, '\\u0061'.repeat(3000));
    const withEscapes = await t.app.inject({
      method: 'POST',
      url: '/apis/enquiry.php',
      headers: { ...json, 'x-forwarded-for': '198.51.100.3' },
      payload: escaped,
    });
    expect(withEscapes.statusCode).toBe(201);
  });
});
