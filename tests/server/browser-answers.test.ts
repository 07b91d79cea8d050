/*
 * A browser gets a page, whatever goes wrong: over real HTTP on SQLite and PostgreSQL, every answer
 * to a request that accepts HTML on a form route (/forms/…, /your-data) or a link page (the Your
 * data link's download and erase, keep in touch, the newsletter's confirm and unsubscribe) is the
 * HTML answer page in the site's look, in the page's language where it can be read: a body that
 * trickles (408), headers too large (431), a request the parser cannot read (400), too much (413),
 * a body it does not read (415), one POST too many (429), a method the route does not take (405), a
 * failure of its own (500). A client that asks for JSON keeps the error shape, naming the body a
 * form route reads.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { anyText, connect, createTestApp, describeEachDatabase, listening, rawRequest, type TestApp } from './support';

const FORM = 'application/x-www-form-urlencoded';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The text at `key` (dotted) of a content file read as the file it is: the words a visitor should see. */
function wordAt(file: string, key: string): string {
  let value: unknown = parse(readFileSync(`content/${file}`, 'utf8'));
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? new Map<string, unknown>(Object.entries(value)).get(part) : undefined;
  if (typeof value !== 'string') throw new Error(`content/${file}: ${key} is not text`);
  return value;
}
type Language = 'en' | 'hi';
/** A word of the server's copy in `language`: copy/form-result.yaml's, errors.yaml's or data-rights.yaml's. */
const word = (language: Language, file: 'form-result' | 'errors' | 'data-rights', key: string) =>
  wordAt(language === 'hi' ? `hi/copy/${file}.yaml` : `copy/${file}.yaml`, key);
const titleOf = (language: Language, route: string) =>
  route.includes('/forms/')
    ? word(language, 'form-result', 'problemTitle')
    : word(language, 'data-rights', route.includes('/newsletter/') ? 'newsletter.title' : 'yourData.title');

/** The answer as a browser shows it: an HTML page of the site with its heading, its problem and its language. */
function page(answer: { status: number; headers: Record<string, string | string[] | undefined>; body: string }) {
  const document = new JSDOM(answer.body).window.document;
  return {
    status: answer.status,
    type: answer.headers['content-type'],
    hasPolicy: String(answer.headers['content-security-policy']).includes("default-src 'self'"),
    stylesheet: document.querySelector('link[rel="stylesheet"]') !== null,
    lang: document.documentElement.getAttribute('lang'),
    heading: document.querySelector('h1')?.textContent,
    problem: document.querySelector('[role="alert"]')?.textContent,
  };
}

const expected = (status: number, language: Language, route: string, problem: string) => ({
  status,
  type: 'text/html; charset=utf-8',
  hasPolicy: true,
  stylesheet: true,
  lang: `${language}-IN`,
  heading: titleOf(language, route),
  problem,
});

const FORM_ROUTES = ['/forms/appointment', '/forms/contact', '/forms/newsletter', '/your-data'];
const LINK_PAGES = ['/your-data/download', '/your-data/erase', '/your-data/keep', '/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x'];

describeEachDatabase('answers to a browser', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { timeouts: { requestMs: 1_000, headersMs: 500 }, rateLimit: { max: 2, windowMs: 120_000 }, trustProxy: 1 });
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  /** A client of its own, so each request has a POST budget to itself. */
  let clients = 0;
  const client = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

  it('answers a form whose body trickles past the request timeout with its page: 408, in the language of the page it came from', async () => {
    for (const [route, referer, w] of [
      ['/forms/contact', '/contact-us', 'en'],
      ['/forms/appointment', '/hi/', 'hi'],
      ['/hi/your-data', '/hi/your-data', 'hi'],
    ] as const) {
      const slow = await connect({ url: base });
      await slow.write(
        `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${HTML}\r\nReferer: ${base}${referer}\r\nContent-Type: ${FORM}\r\nContent-Length: 1000\r\n\r\nname=A`,
      );
      await slow.closed;
      expect(page(slow.responses()[0]!), route).toEqual(expected(408, w, route, word(w, 'errors', 'requestTimeout')));
    }
  });

  it('answers headers too large with the page of the route: 431', async () => {
    const cookie = `visit=${'x'.repeat(20_000)}`;
    for (const [method, route, w] of [
      ['POST', '/forms/newsletter', 'en'],
      ['GET', '/hi/your-data', 'hi'],
      ['GET', '/newsletter/confirm?token=x', 'en'],
    ] as const) {
      const answer = await rawRequest(
        base,
        method,
        route,
        { accept: HTML, cookie, 'content-type': FORM },
        method === 'POST' ? 'email=a%40example.com' : undefined,
      );
      expect(page(answer), route).toEqual(expected(431, w, route, word(w, 'errors', 'headersTooLarge')));
    }
  });

  it('answers a request the parser cannot read with the page of the route: 400, and JSON to a client that asks for it', async () => {
    for (const route of ['/forms/contact', '/your-data/erase']) {
      for (const accept of [HTML, 'application/json']) {
        const broken = await connect({ url: base });
        await broken.write(
          `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: ${accept}\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
        );
        await broken.closed;
        const answer = broken.responses()[0];
        if (accept === HTML) expect(page(answer!), route).toEqual(expected(400, 'en', route, word('en', 'form-result', 'refused.unreadable')));
        else expect([answer!.status, JSON.parse(answer!.body)], route).toEqual([400, { error: { code: 'bad_request', message: anyText() } }]);
      }
    }
  });

  it('answers a link page’s post too large or in a form it does not read with its page: 413, 415, in the language of its address', async () => {
    for (const route of LINK_PAGES) {
      for (const [at, w] of [
        [route, 'en'],
        [`/hi${route}`, 'hi'],
      ] as const) {
        const tooLarge = await rawRequest(base, 'POST', at, { accept: HTML, 'content-type': FORM, ...client() }, `token=${'x'.repeat(20_000)}`);
        expect(page(tooLarge), at).toEqual(expected(413, w, route, word(w, 'form-result', 'refused.tooLarge')));
        const plain = await rawRequest(base, 'POST', at, { accept: HTML, 'content-type': 'text/plain', ...client() }, 'token=x');
        expect(page(plain), at).toEqual(expected(415, w, route, word(w, 'form-result', 'refused.unreadable')));
      }
      // A program gets the error shape, which names the body a link page reads.
      const asJson = await rawRequest(base, 'POST', route, { accept: 'application/json', 'content-type': 'text/plain', ...client() }, 'token=x');
      expect([asJson.status, JSON.parse(asJson.body)], route).toEqual([
        415,
        { error: { code: 'unsupported_media_type', message: 'Send the body as application/x-www-form-urlencoded.' } },
      ]);
    }
    const form = await rawRequest(base, 'POST', '/forms/contact', { accept: 'application/json', 'content-type': 'text/plain', ...client() }, 'name=x');
    expect(JSON.parse(form.body)).toEqual({ error: { code: 'unsupported_media_type', message: 'Send the body as application/x-www-form-urlencoded.' } });
  });

  it('answers a link page’s post past the POST limit with its page: 429, saying how long to wait', async () => {
    const wait = (w: Language) => word(w, 'form-result', 'refused.tooMany.other').replace('{count}', '2');
    for (const route of LINK_PAGES) {
      for (const [at, w] of [
        [route, 'en'],
        [`/hi${route}`, 'hi'],
      ] as const) {
        const from = client();
        for (let i = 0; i < 2; i++) await rawRequest(base, 'POST', at, { accept: HTML, 'content-type': FORM, ...from }, 'token=x');
        const limited = await rawRequest(base, 'POST', at, { accept: HTML, 'content-type': FORM, ...from }, 'token=x');
        expect(page(limited), at).toEqual(expected(429, w, route, wait(w)));
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      }
    }
  });

  it('answers a method a form route does not take with its page: 405, naming the methods it takes', async () => {
    for (const route of [...FORM_ROUTES.slice(0, 3), '/your-data/erase', '/hi/your-data/download']) {
      const answer = await rawRequest(base, 'GET', route, { accept: HTML });
      const w = route.startsWith('/hi/') ? 'hi' : 'en';
      expect(page(answer), route).toEqual(expected(405, w, route, word(w, 'form-result', 'refused.unreadable')));
      expect(answer.headers.allow, route).toBe('POST');
    }
  });
});

describeEachDatabase('answers to a browser when the server fails', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  it('answers a form and a link page with its page, 500, saying what to do, when a table is gone', async () => {
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { phone: { display: string } };
    const tables = ['enquiries', 'newsletter_subscribers'];
    for (const table of tables) await t.db.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
    try {
      for (const [method, route, body, w] of [
        ['POST', '/forms/contact', 'name=Asha&email=asha%40example.com&phone=9829012345&subject=Hi&message=Hello&locale=hi', 'hi'],
        ['GET', '/hi/newsletter/confirm?token=x', undefined, 'hi'],
        ['POST', '/newsletter/unsubscribe?token=x', 'List-Unsubscribe=One-Click', 'en'],
      ] as const) {
        const answer = await rawRequest(base, method, route, { accept: HTML, 'content-type': FORM }, body);
        expect(page(answer), route).toEqual(expected(500, w, route, word(w, 'errors', 'internalError').replace('{site.phone.display}', site.phone.display)));
      }
      const asJson = await rawRequest(
        base,
        'POST',
        '/forms/contact',
        { accept: 'application/json', 'content-type': FORM },
        'name=Asha&email=asha%40example.com&phone=9829012345&subject=Hi&message=Hello',
      );
      expect([asJson.status, JSON.parse(asJson.body)]).toEqual([500, { error: { code: 'internal_error', message: anyText() } }]);
    } finally {
      for (const table of tables) await t.db.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
    }
  });
});
