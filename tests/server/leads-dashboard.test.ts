/*
 * The leads dashboard on SQLite and PostgreSQL: nothing without a signed-in session (every route
 * walked), a rate-limited sign-in that answers every wrong password alike, CSRF on every POST,
 * no-store and noindex everywhere, 404 while no password is set; and what an operator sees: the
 * list with search and dates, one enquiry's record, the chart's numbers, subscribers, the outbox
 * with retry, the CSV.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../server/attribution';
import { insertEnquiry } from '../../server/db/enquiries-repo';
import { subscribe } from '../../server/db/newsletter-repo';
import { queueMail } from '../../server/db/outbox-repo';
import { HOW_TO_SET_PASSWORD } from '../../server/leads/dashboard';
import { SIGN_IN_FAILED, SIGN_IN_LIMITED } from '../../server/leads/sign-in-messages';
import { hashPassword } from '../../server/leads/password';
import { parseEnv } from '../../server/env';
import { createTestApp, describeEachDatabase, type TestApp } from './support';

const PASSWORD = 'correct horse battery staple';
const NOW = new Date('2026-11-25T12:00:00.000Z'); // a Wednesday; its week starts Monday 2026-11-23
const clock = { now: () => NOW };

type Session = { cookie: string; csrf: string };

const doc = (html: string) => new JSDOM(html).window.document;
/** The section a heading names, as a screen reader finds it (its aria-labelledby). */
const section = (d: Document, heading: string | RegExp) =>
  [...d.querySelectorAll('section[aria-labelledby]')].find((s) => {
    const text = d.getElementById(s.getAttribute('aria-labelledby')!)?.textContent ?? '';
    return typeof heading === 'string' ? text === heading : heading.test(text);
  });
const csrfOf = (html: string) => doc(html).querySelector<HTMLInputElement>('input[name="_csrf"]')!.value;
function cookieOf(setCookie: string | string[] | undefined): string {
  const all = [setCookie ?? []].flat();
  const session = all.find((c) => c.startsWith('leads_session='));
  return session ? session.split(';')[0]! : '';
}

async function seed(t: TestApp) {
  const base = { source: 'form-contact' as const, phone: '9829012345', consentVersion: '2026-11-23', subject: null, message: 'Hello' };
  const at = (iso: string) => ({ createdAt: iso, consentAt: iso });
  const google = {
    ...NO_ATTRIBUTION,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'winter',
    gclid: 'G1',
    landingPage: '/services/seo',
    referrer: 'https://www.google.com/',
    formPage: '/contact-us',
  };
  await insertEnquiry(t.db, {
    ...base,
    ...at('2026-11-24T09:00:00.000Z'),
    id: 'e1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    subject: 'New shop website',
    message: 'A shop for sarees',
    attribution: google,
    locale: 'hi',
  });
  await insertEnquiry(t.db, { ...base, ...at('2026-11-23T08:00:00.000Z'), id: 'e2', name: 'Ravi Kumar', email: 'ravi@example.com', attribution: google });
  await insertEnquiry(t.db, { ...base, ...at('2026-11-17T10:00:00.000Z'), id: 'e3', name: 'Meena Shah', email: 'meena@example.com', attribution: google });
  await insertEnquiry(t.db, { ...base, ...at('2026-11-18T10:00:00.000Z'), id: 'e4', name: 'Dev Patel', email: 'dev@example.com', attribution: NO_ATTRIBUTION });
  await insertEnquiry(t.db, {
    ...base,
    ...at('2026-06-01T00:30:00.000Z'),
    id: 'e5',
    name: 'Old Bing',
    email: 'bing@example.com',
    attribution: { ...NO_ATTRIBUTION, referrer: 'https://www.bing.com/search' },
  });
  // Older than six months: in the list, not in the chart.
  await insertEnquiry(t.db, { ...base, ...at('2026-05-31T23:00:00.000Z'), id: 'e6', name: 'Too Old', email: 'old@example.com', attribution: google });
  await queueMail(t.db, {
    id: 'm1',
    createdAt: '2026-11-24T09:00:00.000Z',
    enquiryId: 'e1',
    kind: 'notification',
    to: 'leads@example.com',
    replyTo: 'asha@example.com',
    subject: 'New enquiry from Asha Verma',
    text: 'x',
  });
  await queueMail(t.db, {
    id: 'm2',
    createdAt: '2026-11-24T09:00:00.000Z',
    enquiryId: 'e1',
    kind: 'acknowledgement',
    to: 'asha@example.com',
    replyTo: null,
    subject: 'We have received your message',
    text: 'y',
  });
  await t.db.run(`UPDATE outbox SET attempts = 3, last_error = ?, next_attempt_at = ? WHERE id = 'm1'`, [
    '550 5.1.1 Mailbox unavailable',
    '2099-01-01T00:00:00.000Z',
  ]);
  await t.db.run(`UPDATE outbox SET status = 'sent', attempts = 1, sent_at = ? WHERE id = 'm2'`, ['2026-11-24T09:00:05.000Z']);
  await subscribe(t.db, 'reader@example.com', '2026-11-20T10:00:00.000Z', '2026-11-23');
}

describeEachDatabase('leads dashboard', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock,
      trustProxy: 1,
      operator: { passwordHash: await hashPassword(PASSWORD), signInLimit: { max: 3, windowMs: 60_000 } },
    });
    await seed(t);
  });
  afterAll(async () => t?.close());

  async function signIn(remoteAddress = '127.0.0.1'): Promise<Session> {
    const form = await t.app.inject({ method: 'GET', url: '/leads/sign-in', remoteAddress });
    const before = cookieOf(form.headers['set-cookie']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/leads/sign-in',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: before },
      payload: new URLSearchParams({ password: PASSWORD, _csrf: csrfOf(form.body) }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/leads');
    const cookie = cookieOf(response.headers['set-cookie']);
    // A new session id on sign-in.
    expect(cookie).not.toBe('');
    expect(cookie).not.toBe(before);
    const home = await t.app.inject({ method: 'GET', url: '/leads', headers: { cookie } });
    expect(home.statusCode).toBe(200);
    return { cookie, csrf: csrfOf(home.body) };
  }

  const page = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });
  const post = (session: Session | null, url: string, fields: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(session ? { cookie: session.cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  const concrete = (url: string) => url.replace(':id', url.includes('outbox') ? 'm1' : 'e1');

  it('refuses every page and action without a session, and caches or indexes none', async () => {
    const walked = t.app.leadsRoutes.filter((r) => r.method !== 'HEAD' && r.url !== '/leads/sign-in');
    // The walk covers every page and action there is.
    expect(walked.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /leads',
        'GET /leads/chart',
        'GET /leads/enquiries/:id',
        'GET /leads/export.csv',
        'GET /leads/outbox',
        'GET /leads/subscribers',
        'POST /leads/outbox/:id/retry',
        'POST /leads/people/erase',
        'POST /leads/people/export',
        'POST /leads/sign-out',
      ].sort(),
    );
    for (const route of walked) {
      for (const cookie of [undefined, 'leads_session=forged.value']) {
        const response = await t.app.inject({ method: route.method as 'GET' | 'POST', url: concrete(route.url), headers: cookie ? { cookie } : {} });
        const what = `${route.method} ${route.url} ${cookie ? 'with a forged cookie' : 'without a cookie'}`;
        if (route.method === 'GET') {
          expect(response.statusCode, what).toBe(303);
          expect(response.headers.location, what).toBe('/leads/sign-in');
        } else {
          expect(response.statusCode, what).toBe(403);
        }
        expect(response.body, what).not.toContain('Asha');
        expect(response.headers['cache-control'], what).toBe('no-store');
        expect(response.headers['x-robots-tag'], what).toBe('noindex, nofollow');
      }
    }
    const signInPage = await t.app.inject({ method: 'GET', url: '/leads/sign-in' });
    expect(signInPage.headers['cache-control']).toBe('no-store');
    expect(signInPage.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The mail was not retried by a stranger.
    const [mail] = await t.db.all<{ next_attempt_at: string }>(`SELECT next_attempt_at FROM outbox WHERE id = 'm1'`);
    expect(mail!.next_attempt_at).toBe('2099-01-01T00:00:00.000Z');
  });

  it('signs in with a session cookie that is HttpOnly, SameSite=Strict, scoped to /leads, expiring, and Secure behind TLS', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/leads/sign-in', headers: { 'x-forwarded-proto': 'https' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/leads/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(form.headers['set-cookie']), 'x-forwarded-proto': 'https' },
      payload: new URLSearchParams({ password: PASSWORD, _csrf: csrfOf(form.body) }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const setCookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('leads_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/leads/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Expires=/);
    const plain = await signIn();
    expect(plain.cookie).not.toBe('');
  });

  it('keeps the session cookie SameSite=Strict over plain HTTP too, where it is not Secure', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/leads/sign-in', remoteAddress: '10.0.0.20' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/leads/sign-in',
      remoteAddress: '10.0.0.20',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(form.headers['set-cookie']) },
      payload: new URLSearchParams({ password: PASSWORD, _csrf: csrfOf(form.body) }).toString(),
    });
    expect(response.statusCode).toBe(303);
    for (const answer of [form, response]) {
      const setCookie = [answer.headers['set-cookie']].flat().find((c) => c?.startsWith('leads_session='))!;
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).not.toMatch(/Secure/);
    }
  });

  it('answers every wrong password alike, then refuses even the right one from that address', async () => {
    const address = '10.1.2.3';
    const form = await t.app.inject({ method: 'GET', url: '/leads/sign-in', remoteAddress: address });
    const cookie = cookieOf(form.headers['set-cookie']);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/leads/sign-in',
        remoteAddress: address,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: new URLSearchParams({ password, _csrf: csrfOf(form.body) }).toString(),
      });
    const answers = [await attempt('wrong'), await attempt(''), await attempt(`${PASSWORD} `)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(doc(answer.body).querySelector('[role="alert"]')?.textContent).toBe(SIGN_IN_FAILED);
    }
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(SIGN_IN_LIMITED);
    expect(cookieOf(limited.headers['set-cookie'])).toBe('');
    // Another address is not affected.
    await signIn('10.9.9.9');
  });

  it('refuses a POST without the CSRF token or with a wrong one, even when signed in', async () => {
    const session = await signIn('10.0.0.2');
    for (const fields of [{}, { _csrf: 'forged' }] as Record<string, string>[]) {
      expect((await post(session, '/leads/outbox/m1/retry', fields)).statusCode).toBe(403);
      expect((await post(session, '/leads/sign-out', fields)).statusCode).toBe(403);
    }
    // A sign-in without the token fails too.
    const noToken = await post(null, '/leads/sign-in', { password: PASSWORD });
    expect(noToken.statusCode).toBe(403);
    // Still signed in: the refused sign-out did nothing.
    expect((await page(session, '/leads')).statusCode).toBe(200);
  });

  it('lists the enquiries newest first, with search and a date filter', async () => {
    const session = await signIn('10.0.0.3');
    const names = async (url: string) =>
      [...doc((await page(session, url)).body).querySelectorAll('table tbody tr td:nth-child(2)')].map((td) => td.textContent);
    expect(await names('/leads')).toEqual(['Asha Verma', 'Ravi Kumar', 'Dev Patel', 'Meena Shah', 'Old Bing', 'Too Old']);
    expect(await names('/leads?q=SAREE')).toEqual(['Asha Verma']);
    expect(await names('/leads?q=ravi%40example')).toEqual(['Ravi Kumar']);
    expect(await names('/leads?q=100%25')).toEqual([]);
    expect(await names('/leads?from=2026-11-17&to=2026-11-18')).toEqual(['Dev Patel', 'Meena Shah']);
    const list = doc((await page(session, '/leads')).body);
    expect(list.querySelector('table tbody tr td:nth-child(5)')?.textContent).toBe('google');
    // The language of the page each lead was sent from.
    expect([...list.querySelectorAll('table tbody tr td:nth-child(7)')].slice(0, 2).map((td) => td.textContent)).toEqual(['Hindi', 'English']);
    // An e-mail may break only after its @, never mid-word ("…@example.c|om").
    expect(list.querySelector('table tbody tr td:nth-child(3)')?.innerHTML).toBe('asha@<wbr>example.com');
  });

  it('shows one enquiry’s full record: consent, where it came from, each e-mail’s delivery and the subject', async () => {
    const session = await signIn('10.0.0.4');
    const response = await page(session, '/leads/enquiries/e1');
    expect(response.statusCode).toBe(200);
    const d = doc(response.body);
    const field = (label: string) => [...d.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
    expect(field('Subject (/sendmail.php)')).toBe('New shop website');
    expect(field('Privacy policy version')).toBe('2026-11-23');
    expect(field('Landing page')).toBe('/services/seo');
    expect(field('utm_campaign')).toBe('winter');
    expect(field('Google Ads click id')).toBe('G1');
    expect(field('Form sent from')).toBe('/contact-us');
    expect(field('Language of the page')).toBe('Hindi');
    const mails = [...section(d, 'E-mails')!.querySelectorAll('table tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(mails).toEqual([
      ['Notification to us', 'leads@example.com', 'Failed, will retry', '3', '550 5.1.1 Mailbox unavailable'],
      ['Acknowledgement to the visitor', 'asha@example.com', 'Sent 2026-11-24 09:00 UTC', '1', '–'],
    ]);
    expect((await page(session, '/leads/enquiries/nope')).statusCode).toBe(404);
  });

  it('charts leads per week by source over six months, with the right numbers', async () => {
    const session = await signIn('10.0.0.5');
    const d = doc((await page(session, '/leads/chart')).body);
    const table = section(d, 'The numbers')!.querySelector('table')!;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Week of', 'google', 'bing.com', 'direct', 'Total']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['2026-11-23', '2', '0', '0', '2'],
      ['2026-11-16', '1', '0', '1', '2'],
      ['2026-06-01', '0', '1', '0', '1'],
    ]);
    const bars = [...d.querySelectorAll('svg[role="img"] rect')].map(
      (r) => `${r.getAttribute('data-week')} ${r.getAttribute('data-source')} ${r.getAttribute('data-count')}`,
    );
    expect(bars.sort()).toEqual(['2026-06-01 bing.com 1', '2026-11-16 direct 1', '2026-11-16 google 1', '2026-11-23 google 2']);
    expect(d.querySelector('svg[role="img"] > title')?.textContent).toContain('5 in the last 26 weeks');
  });

  it('lists the newsletter subscribers', async () => {
    const session = await signIn('10.0.0.6');
    const d = doc((await page(session, '/leads/subscribers')).body);
    expect([...d.querySelectorAll('table tbody td')].map((td) => td.textContent)).toEqual([
      'reader@example.com',
      '2026-11-20 10:00 UTC',
      '2026-11-20 10:00 UTC',
      '2026-11-23',
      'English',
    ]);
  });

  it('shows failed mail with the last SMTP error, and retries it now', async () => {
    const session = await signIn('10.0.0.7');
    const d = doc((await page(session, '/leads/outbox')).body);
    expect(section(d, /^Failed, will retry/)?.querySelector('h2')?.textContent).toBe('Failed, will retry (1)');
    expect(d.querySelector('td[data-label="Last SMTP error"]')?.textContent).toBe('550 5.1.1 Mailbox unavailable');
    const retry = await post(session, '/leads/outbox/m1/retry', { _csrf: session.csrf });
    expect(retry.statusCode).toBe(303);
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(t.mailer.sent.map((m) => m.subject)).toContain('New enquiry from Asha Verma');
    const after = doc((await page(session, '/leads/outbox')).body);
    expect(section(after, /^Failed, will retry/)?.querySelector('h2')?.textContent).toBe('Failed, will retry (0)');
  });

  it('shows mail given up with the SMTP answer, and a retry gives it its tries again', async () => {
    await queueMail(t.db, {
      id: 'm3',
      createdAt: '2026-11-24T10:00:00.000Z',
      enquiryId: null,
      kind: 'data-link',
      to: 'nobody@example.com',
      replyTo: null,
      subject: 'Your data',
      text: 'z',
    });
    await t.db.run(`UPDATE outbox SET status = 'failed', attempts = 1, last_error = ?, failed_at = ? WHERE id = 'm3'`, [
      '550 5.1.1 <nobody@example.com>: No such user',
      '2026-11-24T10:00:02.000Z',
    ]);
    const session = await signIn('10.0.0.21');
    const d = doc((await page(session, '/leads/outbox')).body);
    const givenUp = section(d, /^Not delivered, given up/)!;
    expect(givenUp.querySelector('h2')?.textContent).toBe('Not delivered, given up (1)');
    const row = givenUp.querySelector('tbody tr')!;
    expect(row.querySelector('td[data-label="Last SMTP error"]')?.textContent).toBe('550 5.1.1 <nobody@example.com>: No such user');
    expect(row.textContent).toContain('Given up 2026-11-24 10:00 UTC');
    expect(row.querySelector('form')?.getAttribute('action')).toBe('/leads/outbox/m3/retry');
    expect(section(d, /^Failed, will retry/)?.querySelector('h2')?.textContent).toBe('Failed, will retry (0)');

    expect((await post(session, '/leads/outbox/m3/retry', { _csrf: session.csrf })).statusCode).toBe(303);
    const [retried] = await t.db.all<{ status: string; attempts: number | string; failed_at: string | null }>(
      "SELECT status, attempts, failed_at FROM outbox WHERE id = 'm3'",
    );
    expect({ ...retried, attempts: Number(retried!.attempts) }).toEqual({ status: 'pending', attempts: 0, failed_at: null });
    expect(await t.app.outbox.runOnce()).toBe(1);
    expect(t.mailer.sent.map((m) => m.subject)).toContain('Your data');
    expect(section(doc((await page(session, '/leads/outbox')).body), /^Not delivered, given up/)?.querySelector('h2')?.textContent).toBe(
      'Not delivered, given up (0)',
    );
  });

  it('answers a search, an id or an address holding a NUL with a page of its own, on either database', async () => {
    const session = await signIn('10.0.0.22');
    const answers = [
      await page(session, '/leads?q=a%00b'),
      await page(session, '/leads/export.csv?q=%00'),
      await page(session, '/leads/enquiries/e1%00'),
      await post(session, '/leads/people/export', { _csrf: session.csrf, email: 'asha\u0000@example.com' }),
      await post(session, '/leads/people/erase', { _csrf: session.csrf, email: 'asha@example.com\u0000' }),
      await post(session, '/leads/outbox/m1%00/retry', { _csrf: session.csrf }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
    // Nothing was erased.
    expect(doc((await page(session, '/leads?q=asha')).body).querySelectorAll('table tbody tr').length).toBeGreaterThan(0);
  });

  it('downloads the enquiries as CSV, filtered like the list', async () => {
    const session = await signIn('10.0.0.8');
    const csv = await page(session, '/leads/export.csv?q=saree');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-25.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('asha@example.com');
    expect(lines[1]).toContain(',google,/services/seo,');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['createdAt', 'source', 'locale']);
    expect(lines[1]!.split(',')[2]).toBe('hi');
  });

  it('exports and erases one person’s data from their enquiry, with the CSRF token', async () => {
    const session = await signIn('10.0.0.10');
    await insertEnquiry(t.db, {
      source: 'enquiry',
      phone: '9829012345',
      consentVersion: '2026-11-23',
      subject: null,
      message: 'Hi',
      createdAt: '2026-11-24T11:00:00.000Z',
      consentAt: '2026-11-24T11:00:00.000Z',
      id: 'x1',
      name: 'Erase Me',
      email: 'eraseme@example.com',
    });
    const detail = doc((await page(session, '/leads/enquiries/x1')).body);
    expect(detail.querySelector('form[action="/leads/people/erase"] input[name="email"]')?.getAttribute('value')).toBe('eraseme@example.com');
    const exported = await post(session, '/leads/people/export', { _csrf: session.csrf, email: 'eraseme@example.com' });
    expect(exported.json<{ enquiries: { name: string }[] }>().enquiries.map((e) => e.name)).toEqual(['Erase Me']);
    expect((await post(session, '/leads/people/erase', { email: 'eraseme@example.com' })).statusCode).toBe(403);
    const erased = await post(session, '/leads/people/erase', { _csrf: session.csrf, email: 'eraseme@example.com' });
    expect(erased.statusCode).toBe(200);
    expect(doc(erased.body).querySelector('[role="status"]')?.textContent).toMatch(/^Erased: 1 enquiry, 0 subscriptions, 0 e-mails\./);
    expect((await page(session, '/leads/enquiries/x1')).statusCode).toBe(404);
  });

  it('signs out: the session no longer opens any page', async () => {
    const session = await signIn('10.0.0.9');
    const out = await post(session, '/leads/sign-out', { _csrf: session.csrf });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/leads/sign-in');
    const after = await page(session, '/leads');
    expect(after.statusCode).toBe(303);
  });

  it('shows control characters kept from before the forms refused them as visible stand-ins', async () => {
    await insertEnquiry(t.db, {
      id: 'c1',
      source: 'enquiry',
      createdAt: '2026-11-25T08:00:00.000Z',
      consentAt: '2026-11-25T08:00:00.000Z',
      consentVersion: '2026-11-23',
      name: 'Evil\u001b[2J\rName',
      email: 'evil\u0007@example.com',
      phone: '9829012345',
      subject: null,
      message: 'Line one\nLine two\u0085',
    });
    const session = await signIn('10.0.0.23');
    for (const url of ['/leads', '/leads/enquiries/c1']) {
      const body = (await page(session, url)).body;
      expect(body, url).not.toMatch(/(?![\n\t])\p{Cc}/u);
      expect(body, url).toContain('Evil␛[2J␍Name');
    }
    const message = [...doc((await page(session, '/leads/enquiries/c1')).body).querySelectorAll('h3')].find((h) => h.textContent === 'Message');
    expect(message?.nextElementSibling?.textContent).toBe('Line one\nLine two\\u0085');
  });
});

describeEachDatabase('leads dashboard behind one proxy (TRUST_PROXY=1)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The sign-in limit as the server runs it: 5 tries per address per 15 minutes.
    t = await createTestApp(kind, { trustProxy: parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY, operator: { passwordHash: await hashPassword(PASSWORD) } });
  });
  afterAll(async () => t?.close());

  it('counts the sign-ins of a client that writes its own X-Forwarded-For entries as one address: 5 tries, then refused', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/leads/sign-in' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/leads/sign-in',
        // The proxy added 198.51.100.7, the address it saw; the entries before it are the client's own.
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: cookieOf(form.headers['set-cookie']),
          'x-forwarded-for': `203.0.113.${i}, 198.51.100.7`,
        },
        payload: new URLSearchParams({ password: `guess ${i}`, _csrf: csrfOf(form.body) }).toString(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(35).fill(429)]);
  });
});

describe('leads dashboard without an operator password', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', { logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } as never });
  });
  afterAll(async () => t?.close());

  it('answers 404 everywhere under /leads and logs how to set a password', async () => {
    for (const route of t.app.leadsRoutes.filter((r) => r.method !== 'HEAD')) {
      const response = await t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url.replace(':id', 'x') });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(logs.join('\n')).toContain(HOW_TO_SET_PASSWORD);
  });
});
