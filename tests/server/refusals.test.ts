/*
 * Forms posted without JavaScript that the server refuses before it can take them, over real HTTP
 * on SQLite and PostgreSQL: more than it takes (413), sent in a way it does not read (415), one POST
 * too many (429). A browser gets the form's page again, in the site's look, with the right status,
 * what happened and what to do, and what it typed where that could be read; a client that asks for
 * JSON, and the API, get the error shape as before. Nothing is stored.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCALE_FIELD } from '../../src/lib/enquiry-rules';
import { anyText, countRows, createTestApp, describeEachDatabase, textMatching, validEnquiry, type TestApp } from './support';
import { contentText, filled } from '../support/content-text';

const FORM = 'application/x-www-form-urlencoded';
const browser = { accept: 'text/html,application/xhtml+xml' };
const copy = (field: string) => contentText('copy/form-result.yaml', field);

/** Each form a browser posts, what a visitor fills in, and the heading of the page that answers a problem. */
const FORMS = [
  { url: '/forms/appointment', fields: validEnquiry, heading: copy('problemTitle') },
  { url: '/forms/contact', fields: { ...validEnquiry, subject: 'A new shop' }, heading: copy('problemTitle') },
  { url: '/forms/newsletter', fields: { email: 'reader@example.com' }, heading: copy('problemTitle') },
  { url: '/your-data', fields: { email: 'reader@example.com' }, heading: contentText('copy/data-rights.yaml', 'yourData.title') },
];

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The page a browser shows: its status, heading, problem, form and the values in the form's fields. */
async function readPage(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  const document = new JSDOM(await response.text()).window.document;
  const values = Object.fromEntries(
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('main form input:not([type="hidden"]), main form textarea')]
      .filter((field) => field.name !== 'website')
      .map((field) => [field.name, field.value]),
  );
  return {
    status: response.status,
    heading: document.querySelector('h1')?.textContent,
    problem: document.querySelector('[role="alert"]')?.textContent,
    action: document.querySelector('main form[method="post"]')?.getAttribute('action'),
    stylesheet: document.querySelector('link[rel="stylesheet"]')?.getAttribute('href'),
    values,
  };
}

describeEachDatabase('refused no-JavaScript forms', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { bodyLimit: 4096 });
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  const post = (url: string, headers: Record<string, string>, body: string) => fetch(`${base}${url}`, { method: 'POST', headers, body });

  it('answers a form too large to take with its page: 413, saying not all of it could be kept', async () => {
    for (const { url, fields, heading } of FORMS) {
      // Past the limit on what a visitor may type (the forms read it, and keep what fits), and past what the server reads at all.
      for (const size of [10_000, 200_000]) {
        const body = new URLSearchParams({ ...fields, email: `${'a'.repeat(size)}@example.com` }).toString();
        const page = await readPage(await post(url, { ...browser, 'content-type': FORM }, body));
        expect(page, `${url} ${size}`).toMatchObject({ status: 413, heading, problem: copy('refused.tooLarge'), action: url, stylesheet: anyText() });
        if ('name' in fields) expect(page.values.name, `${url} ${size}`).toBe(size === 10_000 ? fields.name : '');
      }
      const asJson = await post(url, { accept: 'application/json', 'content-type': FORM }, new URLSearchParams({ email: 'a'.repeat(200_000) }).toString());
      expect(asJson.status).toBe(413);
      expect(await asJson.json()).toEqual({ error: { code: 'payload_too_large', message: anyText() } });
    }
    expect([await countRows(t.db, 'enquiries'), await countRows(t.db, 'newsletter_subscribers'), await countRows(t.db, 'outbox')]).toEqual([0, 0, 0]);
  });

  it('answers a form sent in a way the server does not read with its page: 415, keeping what could be read', async () => {
    for (const { url, fields, heading } of FORMS) {
      const lines = Object.entries(fields)
        .map(([name, value]) => `${name}=${value}`)
        .join('\r\n');
      const plain = await readPage(await post(url, { ...browser, 'content-type': 'text/plain' }, lines));
      expect(plain, url).toMatchObject({ status: 415, heading, problem: copy('refused.unreadable'), action: url });
      expect(
        Object.values(plain.values).every((value) => value === ''),
        url,
      ).toBe(true);
      const asJson = await post(url, { accept: 'application/json', 'content-type': 'text/plain' }, lines);
      expect(asJson.status).toBe(415);
      expect(await asJson.json()).toMatchObject({ error: { code: anyText(), message: anyText() } });
    }
    // A form's fields sent as JSON can be read, so they come back.
    const { url, fields } = FORMS[1]!;
    const json = await readPage(await post(url, { ...browser, 'content-type': 'application/json' }, JSON.stringify(fields)));
    expect(json).toMatchObject({ status: 415, problem: copy('refused.unreadable'), values: fields });
    expect([await countRows(t.db, 'enquiries'), await countRows(t.db, 'newsletter_subscribers'), await countRows(t.db, 'outbox')]).toEqual([0, 0, 0]);
  });
});

describeEachDatabase('no-JavaScript forms past the POST limit', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { max: 1, windowMs: 120_000 } });
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  it('answers each form with its page: 429 with Retry-After, how long to wait, and what was typed kept', async () => {
    const spend = await fetch(`${base}/apis/newsletter.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"first@example.com"}',
    });
    expect(spend.status).toBe(201);
    const stored = [await countRows(t.db, 'enquiries'), await countRows(t.db, 'newsletter_subscribers'), await countRows(t.db, 'outbox')];
    // The window is 2 minutes, so the wait is told as 2 minutes.
    const wait = filled(copy('refused.tooMany.other'), { count: '2' });
    for (const { url, fields, heading } of FORMS) {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...browser, 'content-type': FORM },
        body: new URLSearchParams(fields).toString(),
      });
      expect(Number(response.headers.get('retry-after')), url).toBeGreaterThan(60);
      expect(await readPage(response), url).toMatchObject({ status: 429, heading, problem: wait, action: url, values: fields });
      const asJson = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': FORM },
        body: new URLSearchParams(fields).toString(),
      });
      expect(asJson.status).toBe(429);
      expect(await asJson.json()).toEqual({ error: { code: 'rate_limited', message: textMatching(/^Too many requests/) } });
    }
    const api = await fetch(`${base}/apis/enquiry.php`, {
      method: 'POST',
      headers: { ...browser, 'content-type': 'application/json' },
      body: JSON.stringify(validEnquiry),
    });
    expect(api.status).toBe(429);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect([await countRows(t.db, 'enquiries'), await countRows(t.db, 'newsletter_subscribers'), await countRows(t.db, 'outbox')]).toEqual(stored);
  });

  it('answers a form from a Hindi page in Hindi, with the Hindi form again', async () => {
    const hindi = (field: string) => contentText('hi/copy/form-result.yaml', field);
    for (const { url, fields } of FORMS.slice(0, 3)) {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...browser, 'content-type': FORM },
        body: new URLSearchParams({ ...fields, [LOCALE_FIELD]: 'hi' }).toString(),
      });
      const html = await response.clone().text();
      expect(html, url).toMatch(/<html[^>]* lang="hi-IN"/);
      expect(await readPage(response), url).toMatchObject({
        status: 429,
        heading: hindi('problemTitle'),
        problem: filled(hindi('refused.tooMany.other'), { count: '2' }),
        values: fields,
      });
    }
    // The Hindi Your data page sends its language with the address, as the forms do.
    const request = new JSDOM(await (await fetch(`${base}/hi/your-data`, { headers: browser })).text()).window.document;
    expect(request.querySelector<HTMLInputElement>(`main form[method="post"] input[name="${LOCALE_FIELD}"]`)?.value).toBe('hi');
    const yourData = await fetch(`${base}/hi/your-data`, {
      method: 'POST',
      headers: { ...browser, 'content-type': FORM },
      body: new URLSearchParams({ email: 'reader@example.com', [LOCALE_FIELD]: 'hi' }).toString(),
    });
    expect(await readPage(yourData)).toMatchObject({
      status: 429,
      heading: contentText('hi/copy/data-rights.yaml', 'yourData.title'),
      problem: filled(hindi('refused.tooMany.other'), { count: '2' }),
      action: '/hi/your-data',
      values: { email: 'reader@example.com' },
    });
  });
});
