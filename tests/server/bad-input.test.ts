/*
 * Bad input on every route, over real HTTP: malformed JSON, wrong types, very long strings, deeply
 * nested JSON, unicode, control characters, SQL and script injection, empty bodies, wrong methods
 * and wrong content types. Each gets a 4xx with a message, never a 5xx, and nothing is stored.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listEnquiries } from '../../server/db/enquiries-repo';
import { countRows, createTestApp, describeEachDatabase, validEnquiry, type TestApp } from './support';
import { contentText } from '../support/content-text';

type Case = { label: string; method?: string; contentType?: string; body?: string };

const JSON_ROUTES = [
  { url: '/apis/enquiry.php', valid: validEnquiry },
  { url: '/sendmail.php', valid: { ...validEnquiry, subject: 'Website' } },
  { url: '/apis/newsletter.php', valid: { email: 'reader@example.com' } },
];
const FORM_ROUTES = [
  { url: '/forms/appointment', valid: validEnquiry },
  { url: '/forms/contact', valid: { ...validEnquiry, subject: 'Website' } },
  { url: '/forms/newsletter', valid: { email: 'reader@example.com' } },
];

const INJECTION = ["' OR 1=1; DROP TABLE enquiries; --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '${7*7}{{7*7}}'];

/** Bodies that break a rule of a route whose valid body is `valid`. */
function badBodies(valid: Record<string, string>): Case[] {
  const keys = Object.keys(valid);
  const cases: Case[] = [
    { label: 'malformed JSON', body: '{"name": "Asha",' },
    { label: 'JSON that is not an object', body: '[1,2,3]' },
    { label: 'a JSON string', body: '"hello"' },
    { label: 'null', body: 'null' },
    { label: 'empty body', body: '' },
    { label: 'empty object', body: '{}' },
    { label: 'unknown field', body: JSON.stringify({ ...valid, admin: true }) },
    { label: 'prototype pollution', body: `{"__proto__": {"isAdmin": true}, ${JSON.stringify(valid).slice(1)}` },
    { label: 'number instead of text', body: JSON.stringify({ ...valid, [keys[0]!]: 12345 }) },
    { label: 'array instead of text', body: JSON.stringify({ ...valid, [keys[0]!]: ['a', 'b'] }) },
    { label: 'object instead of text', body: JSON.stringify({ ...valid, [keys[0]!]: { $gt: '' } }) },
    { label: 'very long strings', body: JSON.stringify(Object.fromEntries(keys.map((k) => [k, 'x'.repeat(6000)]))) },
    { label: 'a body past the limit', body: JSON.stringify({ ...valid, email: 'a'.repeat(100_000) }) },
    { label: 'unicode digits as phone / e-mail', body: JSON.stringify({ ...valid, email: 'आशा@उदाहरण', phone: '٩٨٢٩٠١٢٣٤٥' }) },
    { label: 'emoji and RTL in the e-mail', body: JSON.stringify({ ...valid, email: '😀\u202e@x' }) },
    { label: 'a NUL byte in otherwise valid text', body: JSON.stringify({ ...valid, [keys[0]!]: `${valid[keys[0]!]}\u0000` }) },
    { label: 'NUL bytes and whitespace only', body: JSON.stringify(Object.fromEntries(keys.map((k) => [k, '  \u0000 ']))) },
    { label: 'a lone surrogate in otherwise valid text', body: JSON.stringify({ ...valid, [keys[0]!]: `${valid[keys[0]!]}\ud800` }) },
    ...INJECTION.map((s) => ({ label: `injection in the e-mail: ${s}`, body: JSON.stringify({ ...valid, email: s }) })),
    { label: 'wrong content type (text/plain)', contentType: 'text/plain', body: JSON.stringify(valid) },
    { label: 'wrong content type (xml)', contentType: 'application/xml', body: '<enquiry/>' },
    { label: 'no content type', contentType: '', body: JSON.stringify(valid) },
    { label: 'GET', method: 'GET' },
    { label: 'PUT', method: 'PUT', body: JSON.stringify(valid) },
    { label: 'DELETE', method: 'DELETE' },
  ];
  return cases;
}

describeEachDatabase('bad input', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { bodyLimit: 32_768 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t?.close());

  async function expectRejected(url: string, c: Case, contentType: string) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const type = c.contentType ?? contentType;
    if (type && c.body !== undefined) headers['content-type'] = type;
    const response = await fetch(`${base}${url}`, { method: c.method ?? 'POST', headers, body: c.body });
    const text = await response.text();
    expect.soft(response.status, `${url} ${c.label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect.soft(response.status, `${url} ${c.label}`).toBeLessThan(500);
    expect.soft(response.headers.get('content-type'), `${url} ${c.label}`).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect.soft(typeof body.error?.message, `${url} ${c.label}`).toBe('string');
    expect.soft(typeof body.error?.code, `${url} ${c.label}`).toBe('string');
  }

  it('rejects every bad body on the JSON routes with a 4xx JSON error and stores nothing', async () => {
    for (const route of JSON_ROUTES) {
      for (const c of badBodies(route.valid)) await expectRejected(route.url, c, 'application/json');
    }
    expect(await countRows(t.db, 'enquiries')).toBe(0);
    expect(await countRows(t.db, 'outbox')).toBe(0);
    expect(await countRows(t.db, 'newsletter_subscribers')).toBe(0);
  });

  it('refuses JSON nested too deep in any field, the trap included, with 400 in the error shape', async () => {
    const nested = (depth: number) => ({ array: `${'['.repeat(depth)}${']'.repeat(depth)}`, object: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` });
    for (const route of JSON_ROUTES) {
      for (const field of [...Object.keys(route.valid), 'website']) {
        for (const depth of [17, 3_000, 20_000]) {
          for (const [shape, value] of Object.entries(nested(depth))) {
            const body = JSON.stringify({ ...route.valid, [field]: 0 }).replace(`"${field}":0`, `"${field}":${value}`);
            const response = await fetch(`${base}${route.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
            const label = `${route.url} ${field} ${shape} ${depth}`;
            expect.soft(response.status, label).toBe(400);
            expect.soft(((await response.json()) as { error?: { code?: string } }).error?.code, label).toBe('too_deeply_nested');
          }
        }
      }
    }
    expect(await countRows(t.db, 'enquiries')).toBe(0);
  });

  it('rejects bad bodies on the no-JavaScript form routes too', async () => {
    for (const route of FORM_ROUTES) {
      const [first] = Object.keys(route.valid);
      const checked = 'phone' in route.valid ? 'phone' : 'email';
      const formCases: Case[] = [
        { label: 'JSON instead of a form', contentType: 'application/json', body: JSON.stringify(route.valid) },
        { label: 'empty form', body: '' },
        { label: 'unknown field', body: new URLSearchParams({ ...route.valid, admin: '1' }).toString() },
        { label: 'repeated field', body: `${new URLSearchParams(route.valid).toString()}&${first}=again` },
        { label: 'long strings', body: new URLSearchParams(Object.fromEntries(Object.keys(route.valid).map((k) => [k, 'y'.repeat(6000)]))).toString() },
        { label: `injection in the ${checked}`, body: new URLSearchParams({ ...route.valid, [checked]: "1' OR '1'='1" }).toString() },
        { label: 'GET', method: 'GET' },
      ];
      for (const c of formCases) await expectRejected(route.url, c, 'application/x-www-form-urlencoded');
    }
    expect(await countRows(t.db, 'enquiries')).toBe(0);
    expect(await countRows(t.db, 'newsletter_subscribers')).toBe(0);
  });

  it('answers wrong methods on the read routes with 405 JSON', async () => {
    for (const url of ['/apis/get_post.php', '/healthz', '/', '/contact-us']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) await expectRejected(url, { label: method, method, body: '{}' }, 'application/json');
    }
    expect((await fetch(`${base}/apis/no-such-api.php`)).status).toBe(404);
  });

  it('names the methods a path answers in the 405 it gives to any other', async () => {
    const allowed = async (url: string, method: string) => {
      const response = await fetch(`${base}${url}`, { method, body: method === 'GET' ? undefined : '{}' });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return response.headers.get('allow');
    };
    for (const url of ['/apis/enquiry.php', '/sendmail.php', '/apis/newsletter.php', '/forms/contact']) expect(await allowed(url, 'GET')).toBe('POST');
    expect(await allowed('/apis/get_post.php', 'POST')).toBe('GET, HEAD');
    expect(await allowed('/healthz', 'DELETE')).toBe('GET, HEAD');
  });

  it('refuses line breaks and control characters in one-line fields, and an e-mail past SMTP’s limits, storing nothing', async () => {
    const controlCharacters = contentText('copy/forms.yaml', 'problems.controlCharacters');
    const post = (url: string, body: Record<string, string>) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const valid = { ...validEnquiry, subject: 'Website' };
    for (const [field, value] of [
      ['name', 'Asha\r\nE-mail: forged@example.com'],
      ['name', 'Asha\u001b[31mRed'],
      ['subject', 'Website\nReference: forged'],
      ['subject', 'Tab\there'],
      ['email', 'asha\u001b@example.com'],
    ] as const) {
      const response = await post('/sendmail.php', { ...valid, [field]: value });
      expect(response.status, `${field} ${JSON.stringify(value)}`).toBe(422);
      expect(await response.json()).toMatchObject({
        success: false,
        error: { code: 'validation_failed', message: controlCharacters, fields: { [field]: controlCharacters } },
      });
    }
    for (const email of [`${'a'.repeat(243)}@example.com`, `${'a'.repeat(65)}@example.com`]) {
      const response = await post('/apis/enquiry.php', { ...validEnquiry, email });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed', message: 'Please enter a valid email address.' } });
    }
    const asForm = await fetch(`${base}/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ ...valid, name: 'Asha\u0007Verma' }).toString(),
    });
    expect(asForm.status).toBe(422);
    const page = new JSDOM(await asForm.text()).window.document;
    expect(page.body.textContent).toContain(controlCharacters);
    expect(page.querySelector('input[name="name"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(await countRows(t.db, 'enquiries')).toBe(0);
    // A line break around a name is whitespace, trimmed like any other.
    expect((await post('/apis/enquiry.php', { ...validEnquiry, name: '\r\nAsha Verma\n' })).status).toBe(201);
    expect((await listEnquiries(t.db)).map((e) => e.name)).toEqual(['Asha Verma']);
    await t.db.run('DELETE FROM outbox');
    await t.db.run('DELETE FROM enquiries');
  });

  it('answers an address with a NUL on /your-data with its own message, as it answers any address it cannot take', async () => {
    for (const email of ['a\u0000b@example.com', 'asha\u001b@example.com', `${'a'.repeat(243)}@example.com`]) {
      const response = await fetch(`${base}/your-data`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(response.status, JSON.stringify(email)).toBe(422);
      expect(new JSDOM(await response.text()).window.document.body.textContent).toContain(contentText('copy/data-rights.yaml', 'yourData.invalidEmail'));
    }
  });

  it('stores injection and unicode text in free-text fields exactly as sent, and the tables survive', async () => {
    const tricky = {
      name: "Robert'); DROP TABLE enquiries;-- 😀 आशा",
      email: 'tricky@example.com',
      phone: '9829012345',
      message: `${INJECTION.join('\n')}\nRTL \u202e text and a NUL-free line`,
    };
    const response = await fetch(`${base}/apis/enquiry.php`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(tricky) });
    expect(response.status).toBe(201);
    const stored = await listEnquiries(t.db);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(tricky);
  });
});
