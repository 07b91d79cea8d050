/*
 * One spelling per address, over real HTTP on SQLite and PostgreSQL. A path may write a letter as a
 * %-escape (`/%6ceads/outbox`); the router reads it as the letter, but a browser keeps cookies and
 * the session by the address as written. Such an address moves to its clean form with 301 (GET,
 * HEAD) or is not found (any other method), and never reaches a dashboard route without its
 * session: no 500, nothing shown, nothing done.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../server/attribution';
import { insertEnquiry } from '../../server/db/enquiries-repo';
import { hashPassword } from '../../server/leads/password';
import { anyText, countRows, createTestApp, describeEachDatabase, listening, rawRequest, signInToDashboard, useFixtureSite, type TestApp } from './support';

const PASSWORD = 'correct horse battery staple';
const FORM = 'application/x-www-form-urlencoded';

/** `path` with its `index`th letter written as a %-escape, in upper- or lower-case hex. */
function escapeLetter(path: string, index: number, upper: boolean): string {
  const hex = path.charCodeAt(index).toString(16);
  return `${path.slice(0, index)}%${upper ? hex.toUpperCase() : hex}${path.slice(index + 1)}`;
}

/** Other spellings of `path`: each letter of its first segment escaped, and the first letter of its last segment. */
function spellingsOf(path: string): string[] {
  const last = path.lastIndexOf('/') + 1;
  const indexes = [1, 2, 3, 4, 5, ...(last > 1 && /[a-z]/.test(path[last] ?? '') ? [last] : [])];
  return indexes.flatMap((index) => [escapeLetter(path, index, false), escapeLetter(path, index, true)]);
}

describeEachDatabase('addresses with %-escaped letters', (kind) => {
  const site = useFixtureSite();
  let t: TestApp;
  let base: string;
  let session = { cookie: '', csrf: '' };
  beforeAll(async () => {
    writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    t = await createTestApp(kind, { distDir: site, operator: { passwordHash: await hashPassword(PASSWORD) } });
    base = await listening(t);
    const at = '2026-11-24T09:00:00.000Z';
    await insertEnquiry(t.db, {
      id: 'e1',
      createdAt: at,
      consentAt: at,
      source: 'form-contact',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9829012345',
      subject: null,
      message: 'Hello',
      consentVersion: '2026-11-23',
      attribution: NO_ATTRIBUTION,
    });
    session = await signInToDashboard(base, PASSWORD);
  });
  afterAll(async () => t?.close());

  const concrete = (url: string) => url.replace(':id', url.includes('outbox') ? 'm1' : 'e1');

  it('moves a GET or HEAD of a dashboard address to its clean form with 301, signed in or not', async () => {
    const pages = t.app.leadsRoutes.filter((route) => route.method === 'GET').map((route) => concrete(route.url));
    expect(pages).toContain('/leads/outbox');
    for (const clean of pages) {
      for (const spelling of [...spellingsOf(clean), `${spellingsOf(clean)[0]}?q=asha`]) {
        for (const method of ['GET', 'HEAD']) {
          for (const cookie of [undefined, session.cookie]) {
            const answer = await rawRequest(base, method, spelling, cookie ? { cookie } : {});
            const what = `${method} ${spelling}${cookie ? ' signed in' : ''}`;
            expect(answer.status, what).toBe(301);
            expect(answer.headers.location, what).toBe(spelling.endsWith('?q=asha') ? `${clean}?q=asha` : clean);
            expect(answer.body, what).not.toContain('Asha');
          }
        }
      }
    }
  });

  it('answers a POST to a dashboard address spelt with escapes with 404, even with a session and its CSRF token, and does nothing', async () => {
    const actions = t.app.leadsRoutes.filter((route) => route.method === 'POST').map((route) => concrete(route.url));
    expect(actions).toContain('/leads/people/erase');
    for (const clean of actions) {
      for (const spelling of spellingsOf(clean)) {
        for (const cookie of [undefined, session.cookie]) {
          const answer = await rawRequest(
            base,
            'POST',
            spelling,
            { 'content-type': FORM, ...(cookie ? { cookie } : {}) },
            new URLSearchParams({ _csrf: session.csrf, email: 'asha@example.com', password: PASSWORD }).toString(),
          );
          const what = `POST ${spelling}${cookie ? ' signed in' : ''}`;
          expect(answer.status, what).toBe(404);
          expect(answer.body, what).not.toContain('Cannot');
        }
      }
    }
    expect(await countRows(t.db, 'enquiries')).toBe(1);
    // The session still works at the address as written.
    expect((await rawRequest(base, 'GET', '/leads/enquiries/e1', { cookie: session.cookie })).status).toBe(200);
  });

  it('runs no dashboard route without its session, however the request names it', async () => {
    const port = new URL(base).port;
    for (const target of [
      `http://127.0.0.1:${port}/leads/outbox`,
      `http://127.0.0.1:${port}/%6ceads/outbox`,
      '/leads//outbox',
      '/leads/./outbox',
      '/leads/x/../outbox',
    ]) {
      for (const method of ['GET', 'POST']) {
        const answer = await rawRequest(base, method, target, { 'content-type': FORM, cookie: session.cookie }, `_csrf=${session.csrf}`);
        const what = `${method} ${target}`;
        expect(answer.status, what).toBeLessThan(500);
        expect(answer.body, what).not.toContain('Asha');
      }
    }
  });

  it('moves other pages spelt with escapes too, and still serves an escaped dot as the file it names', async () => {
    const contact = await rawRequest(base, 'GET', '/c%6Fntact-us');
    expect([contact.status, contact.headers.location]).toEqual([301, '/contact-us']);
    const posted = await rawRequest(base, 'POST', '/for%6Ds/contact', { 'content-type': FORM, accept: 'application/json' }, 'name=x');
    expect(posted.status).toBe(404);
    expect(JSON.parse(posted.body)).toEqual({ error: { code: 'not_found', message: anyText() } });
    expect((await rawRequest(base, 'GET', '/robots%2Etxt')).status).toBe(200);
  });
});

describeEachDatabase('API addresses the site’s files refuse', (kind) => {
  const site = useFixtureSite();
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { distDir: site });
    base = await listening(t);
  });
  afterAll(async () => t?.close());

  it('answers them with the API’s JSON error shape, as every other unknown /apis/ path', async () => {
    const targets = [
      '/apis/..',
      '/apis/a/..',
      '/apis/../apis/x',
      '/apis/%00',
      '/apis/%2e%2e',
      '/apis/%2E%2E/x',
      '/apis/%2e',
      '/apis/x%5cy',
      `/apis/${'a'.repeat(8000)}`,
    ];
    for (const target of [...targets, '/apis/nothing']) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await rawRequest(base, method, target, { accept: 'text/html,application/xhtml+xml' });
        const what = `${method} ${target.slice(0, 40)}`;
        expect(answer.status, what).toBe(404);
        expect(answer.headers['content-type'], what).toBe('application/json; charset=utf-8');
        if (method === 'GET') expect(JSON.parse(answer.body), what).toEqual({ error: { code: 'not_found', message: 'There is nothing at this address.' } });
      }
    }
    // Outside /apis/ such a path is a page that is not there.
    const page = await rawRequest(base, 'GET', '/blog/%2e%2e');
    expect([page.status, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
  });
});
