/*
 * Each visitor's data rights on SQLite and PostgreSQL: /your-data answers alike for known and
 * unknown addresses, with the same work, and mails a link only to a known one, at most 3 times an
 * hour; the link downloads everything kept as JSON or erases it (leaving only a salted hash), works
 * once, expires after 24 hours, and cannot be forged.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { NO_ATTRIBUTION } from '../../server/attribution';
import { createApp } from '../../server/app';
import { collectPersonalData } from '../../server/data-rights';
import type { Database, Queryable } from '../../server/db/connection';
import { createMemoryMailer } from '../../server/mail/memory';
import { insertEnquiry } from '../../server/db/enquiries-repo';
import { subscribe } from '../../server/db/newsletter-repo';
import { contentText, filled, siteName } from '../support/content-text';
import { countRows, createTestApp, createTestDatabase, describeEachDatabase, SERVER_PAGES_DIR, validEnquiry, type TestApp } from './support';

const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** `db`, writing down each statement it runs, and where each transaction begins and ends. */
function recording(db: Database, statements: string[]): Database {
  const writingDown = (queryable: Queryable): Queryable => ({
    all: <T>(sql: string, params?: unknown[]) => {
      statements.push(sql);
      return queryable.all<T>(sql, params);
    },
    run: (sql, params) => {
      statements.push(sql);
      return queryable.run(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return queryable.exec(sql);
    },
  });
  return {
    ...writingDown(db),
    dialect: db.dialect,
    transaction: async (fn) => {
      statements.push('BEGIN');
      const value = await db.transaction((tx) => fn(writingDown(tx)));
      statements.push('COMMIT');
      return value;
    },
    close: () => db.close(),
  };
}
const copy = (field: 'emailLabel' | 'sent' | 'linkExpired' | 'erased') => contentText('copy/data-rights.yaml', `yourData.${field}`);
let now = new Date('2026-11-23T10:00:00.000Z');
const clock = { now: () => now };

describeEachDatabase('your data', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = new Date('2026-11-23T10:00:00.000Z');
  });

  async function seedPerson(email: string) {
    const at = now.toISOString();
    await insertEnquiry(t.db, {
      ...validEnquiry,
      email,
      id: `${email}-1`,
      source: 'form-contact',
      subject: 'Shop',
      createdAt: at,
      consentAt: at,
      consentVersion: '2026-11-23',
      attribution: { ...NO_ATTRIBUTION, utmSource: 'google', landingPage: '/services/seo' },
    });
    await subscribe(t.db, email.toLowerCase(), at, '2026-11-23');
    await t.app.inject({
      method: 'POST',
      url: '/sendmail.php',
      headers: { 'content-type': 'application/json' },
      payload: { ...validEnquiry, email, phone: '9000000009', subject: 'Second', message: 'Another message' },
    });
  }

  async function requestLink(email: string) {
    const before = t.mailer.sent.length;
    const response = await t.app.inject({ method: 'POST', url: '/your-data', headers: form, payload: new URLSearchParams({ email, website: '' }).toString() });
    await t.app.outbox.runOnce();
    const mail = t.mailer.sent.slice(before).find((m) => m.subject === filled(contentText('copy/mail.yaml', 'dataLink.subject'), { siteName: siteName() }));
    const token = mail ? decodeURIComponent(/\/your-data\/link\?token=(\S+)/.exec(mail.text)![1]!) : null;
    return { response, mail, token };
  }

  const open = (token: string) => t.app.inject({ method: 'GET', url: `/your-data/link?token=${encodeURIComponent(token)}` });
  const act = (action: 'download' | 'erase', token: string) =>
    t.app.inject({ method: 'POST', url: `/your-data/${action}`, headers: form, payload: new URLSearchParams({ token }).toString() });

  it('shows the request form, and answers a known and an unknown address with the same page, mailing only the known one', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/your-data' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const label = [...new JSDOM(page.body).window.document.querySelectorAll('main label')].find((l) => l.textContent === copy('emailLabel'));
    expect(label?.ownerDocument.getElementById(label.getAttribute('for')!)?.getAttribute('name')).toBe('email');
    await seedPerson('known@example.com');
    const known = await requestLink('Known@Example.com');
    const unknown = await requestLink('stranger@example.com');
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.statusCode).toBe(200);
    expect(unknown.response.body).toBe(known.response.body);
    expect(known.response.body).toContain(copy('sent'));
    expect(known.mail?.to).toBe('Known@Example.com');
    expect(unknown.mail).toBeUndefined();
    const invalid = await t.app.inject({ method: 'POST', url: '/your-data', headers: form, payload: 'email=not-an-address' });
    expect(invalid.statusCode).toBe(422);
  });

  it('mails one address a link at most 3 times an hour, answering every request alike', async () => {
    await seedPerson('often@example.com');
    const answers = new Set<string>();
    let mails = 0;
    for (let i = 0; i < 5; i++) {
      const { response, mail } = await requestLink('often@example.com');
      answers.add(`${response.statusCode} ${response.body}`);
      if (mail) mails++;
    }
    expect(mails).toBe(3);
    expect([...answers]).toEqual([`200 ${(await requestLink('stranger@example.com')).response.body}`]);
    // An hour later the address gets a link again.
    now = new Date(now.getTime() + 3_600_000);
    expect((await requestLink('often@example.com')).mail).toBeDefined();
  });

  it('does the same database work, a write included, for a known and an unknown address, but for storing the link and its mail', async () => {
    const statements: string[] = [];
    const database = await createTestDatabase(kind);
    const app = await createApp({
      db: recording(database.db, statements),
      mailer: createMemoryMailer(),
      mailWorker: false,
      rateLimit: false,
      clock,
      pagesDir: SERVER_PAGES_DIR,
    });
    try {
      await app.ready();
      await subscribe(database.db, 'reader@example.com', now.toISOString(), '2026-11-23');
      const work = async (email: string) => {
        statements.length = 0;
        const response = await app.inject({
          method: 'POST',
          url: '/your-data',
          headers: form,
          payload: new URLSearchParams({ email, website: '' }).toString(),
        });
        expect(response.statusCode).toBe(200);
        return [...statements];
      };
      const known = await work('Reader@example.com');
      const unknown = await work('nobody@example.com');
      const storing = /^INSERT INTO (data_links|outbox) /;
      expect(known.filter((sql) => storing.test(sql))).toHaveLength(2);
      expect(unknown).toEqual(known.filter((sql) => !storing.test(sql)));
      expect(unknown.filter((sql) => /^\s*(INSERT|UPDATE|DELETE)\b/.test(sql))).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('downloads everything kept about the address as JSON, once', async () => {
    await seedPerson('dl@example.com');
    const { token } = await requestLink('dl@example.com');
    const page = await open(token!);
    expect(page.statusCode).toBe(200);
    // Opening the link (a mail scanner might) does not use it up.
    expect((await open(token!)).statusCode).toBe(200);
    const download = await act('download', token!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="your-data-2026-11-23\.json"$/);
    const data = download.json<{
      email: string;
      enquiries: { subject: string; cameFrom: { utmSource: string } }[];
      newsletter: { email: string }[];
      mails: { kind: string }[];
    }>();
    expect(data.email).toBe('dl@example.com');
    expect(data.enquiries.map((e) => e.subject).sort()).toEqual(['Second', 'Shop']);
    expect(data.enquiries.find((e) => e.subject === 'Shop')?.cameFrom.utmSource).toBe('google');
    expect(data.newsletter).toEqual([{ email: 'dl@example.com', subscribedAt: now.toISOString(), consentVersion: '2026-11-23' }]);
    expect(data.mails.map((m) => m.kind)).toContain('notification');
    // Used: neither download nor erase works with it again.
    expect((await act('download', token!)).statusCode).toBe(410);
    expect((await act('erase', token!)).statusCode).toBe(410);
    expect((await open(token!)).body).toContain(copy('linkExpired'));
  });

  it('erases the enquiries, subscription and queued mail of the address, keeping only a salted hash', async () => {
    await seedPerson('erase@example.com');
    await seedPerson('keep@example.com');
    const { token } = await requestLink('erase@example.com');
    const enquiriesBefore = await countRows(t.db, 'enquiries');
    const erased = await act('erase', token!);
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain(copy('erased'));
    expect(await countRows(t.db, 'enquiries')).toBe(enquiriesBefore - 2);
    const left = async (sql: string) => Number((await t.db.all<{ n: number }>(sql, ['erase@example.com']))[0]!.n);
    expect(await left('SELECT COUNT(*) AS n FROM enquiries WHERE LOWER(email) = ?')).toBe(0);
    expect(await left('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?')).toBe(0);
    expect(await left(`SELECT COUNT(*) AS n FROM outbox WHERE LOWER(to_address) = ?`)).toBe(0);
    expect(await left(`SELECT COUNT(*) AS n FROM outbox WHERE LOWER(COALESCE(reply_to, '')) = ?`)).toBe(0);
    // The other person is untouched.
    const keep = await t.db.all('SELECT id FROM enquiries WHERE email = ?', ['keep@example.com']);
    expect(keep).toHaveLength(2);
    // The proof: a salted hash that matches the address, and no address.
    const erasures = await t.db.all<Record<string, unknown>>('SELECT * FROM erasures');
    expect(JSON.stringify(erasures)).not.toContain('erase@example.com');
    expect((await collectPersonalData(t.db, 'erase@example.com', new Date())).erasures).toEqual([{ erasedAt: now.toISOString(), via: 'link' }]);
    expect((await collectPersonalData(t.db, 'keep@example.com', new Date())).erasures).toEqual([]);
    expect((await act('erase', token!)).statusCode).toBe(410);
  });

  it('refuses a link after 24 hours, and a forged or altered one', async () => {
    await seedPerson('late@example.com');
    const { token } = await requestLink('late@example.com');
    now = new Date(now.getTime() + 24 * 3_600_000 - 1000);
    expect((await open(token!)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2000);
    expect((await open(token!)).statusCode).toBe(410);
    expect((await act('download', token!)).statusCode).toBe(410);
    now = new Date('2026-11-23T10:00:00.000Z');
    const [id, expiry, signature] = token!.split('.');
    expect((await open(`${id}.${Number(expiry) + 86_400_000}.${signature}`)).statusCode).toBe(410);
    expect((await open(`${id}.${expiry}.${signature!.slice(0, -2)}xx`)).statusCode).toBe(410);
    expect((await open('nonsense')).statusCode).toBe(410);
    expect((await open(token!)).statusCode).toBe(200);
  });

  it('keeps the itemised notice beside the button when a no-JavaScript form comes back to be corrected', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/contact',
      headers: form,
      payload: new URLSearchParams({ ...validEnquiry, subject: 'x', phone: '12' }).toString(),
    });
    expect(response.statusCode).toBe(422);
    const document = new JSDOM(response.body).window.document;
    const notice = document.querySelector('form details')!;
    expect(notice.previousElementSibling?.getAttribute('type')).toBe('submit');
    expect(notice.querySelector('summary')?.textContent).toBe(contentText('copy/data-rights.yaml', 'notices.enquiry.summary'));
    expect(notice.querySelector('a[href="/your-data"]')).not.toBeNull();
    expect(notice.querySelector('a[href="/privacy-policy"]')?.textContent).toMatch(/^Privacy policy, version \d{4}-\d{2}-\d{2}$/);
  });
});
