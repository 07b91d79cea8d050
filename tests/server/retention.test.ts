/*
 * Retention on the server's own (here fake) clock, on SQLite and PostgreSQL: the notice e-mail at
 * T-48h (once), erasure at T leaving a salted hash, a late notice still giving 48 hours, and the
 * keep-in-touch link resetting the clock.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { collectPersonalData } from '../../server/data-rights';
import { insertEnquiry, listEnquiries } from '../../server/db/enquiries-repo';
import { queueMail } from '../../server/db/outbox-repo';
import { contentText, filled, siteName } from '../support/content-text';
import { createTestApp, describeEachDatabase, validEnquiry, type TestApp } from './support';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MADE = new Date('2025-01-10T08:00:00.000Z');
const T = new Date(MADE.getTime() + 730 * DAY); // the moment the enquiry is due for erasure
let now = MADE;
const clock = { now: () => now };

describeEachDatabase('retention', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock, siteUrl: 'https://site.example' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = MADE;
  });

  async function seed(email: string, locale: 'en' | 'hi' = 'en') {
    await insertEnquiry(t.db, {
      ...validEnquiry,
      email,
      locale,
      id: `${email}-r`,
      source: 'enquiry',
      subject: null,
      createdAt: MADE.toISOString(),
      consentAt: MADE.toISOString(),
      consentVersion: '2025-01-01',
    });
    await queueMail(t.db, {
      id: `${email}-m`,
      createdAt: MADE.toISOString(),
      enquiryId: `${email}-r`,
      kind: 'notification',
      to: 'leads@example.com',
      replyTo: email,
      subject: 'New enquiry',
      text: 'x',
    });
  }
  const stored = async (email: string) => (await listEnquiries(t.db)).filter((e) => e.email === email).length;
  const noticesTo = (email: string) => t.mailer.sent.filter((m) => m.to === email && /will be erased in 48 hours/.test(m.subject));
  async function pass(at: Date) {
    now = at;
    const result = await t.app.retention.runOnce();
    await t.app.outbox.runOnce();
    return result;
  }

  it('sends the notice 48 hours before, once, and erases at T, keeping only a salted hash', async () => {
    await seed('old@example.com');
    await pass(new Date(T.getTime() - 48 * HOUR - 60_000));
    expect(noticesTo('old@example.com')).toHaveLength(0);
    await pass(new Date(T.getTime() - 48 * HOUR));
    const [notice] = noticesTo('old@example.com');
    expect(notice?.text).toContain(`will be erased on ${T.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect(notice?.text).toMatch(/https:\/\/site\.example\/your-data\/keep\?token=\S+/);
    await pass(new Date(T.getTime() - 1000));
    expect(noticesTo('old@example.com')).toHaveLength(1);
    expect(await stored('old@example.com')).toBe(1);
    const erased = await pass(T);
    expect(erased.erased).toBe(1);
    expect(await stored('old@example.com')).toBe(0);
    expect(await t.db.all(`SELECT id FROM outbox WHERE id = 'old@example.com-m'`)).toEqual([]);
    expect((await collectPersonalData(t.db, 'old@example.com', new Date())).erasures).toEqual([{ erasedAt: T.toISOString(), via: 'retention' }]);
  });

  it('writes the notice in the language of the page the enquiry came from', async () => {
    await seed('hindi@example.com', 'hi');
    await pass(new Date(T.getTime() - 48 * HOUR));
    const [notice] = t.mailer.sent.filter((m) => m.to === 'hindi@example.com');
    expect(notice?.subject).toBe(filled(contentText('hi/copy/mail.yaml', 'retentionNotice.subject'), { siteName: siteName() }));
    expect(notice?.subject).toContain('48 घंटे में मिटा दी जाएगी');
    expect(notice?.html).toContain(contentText('hi/copy/mail.yaml', 'retentionNotice.action'));
  });

  it('gives the full 48 hours when the notice goes late (the server was down)', async () => {
    await seed('late@example.com');
    await pass(new Date(T.getTime() + 10 * HOUR));
    expect(noticesTo('late@example.com')).toHaveLength(1);
    expect(await stored('late@example.com')).toBe(1);
    await pass(new Date(T.getTime() + 57 * HOUR));
    expect(await stored('late@example.com')).toBe(1);
    await pass(new Date(T.getTime() + 58 * HOUR));
    expect(await stored('late@example.com')).toBe(0);
  });

  it('keeps in touch from the notice’s link: the clock starts again', async () => {
    await seed('keep@example.com');
    await pass(new Date(T.getTime() - 48 * HOUR));
    const link = /https:\/\/site\.example(\/your-data\/keep\?token=\S+)/.exec(noticesTo('keep@example.com')[0]!.text)![1];
    now = new Date(T.getTime() - 24 * HOUR);
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    const token = decodeURIComponent(link!.split('token=')[1]!);
    // A keep link is not a download link.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/your-data/download',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token }).toString(),
        })
      ).statusCode,
    ).toBe(410);
    const kept = await t.app.inject({
      method: 'POST',
      url: '/your-data/keep',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain(contentText('copy/data-rights.yaml', 'keepInTouch.done'));
    await pass(new Date(T.getTime() + 100 * DAY));
    expect(await stored('keep@example.com')).toBe(1);
    // 730 days after keeping in touch, the cycle starts again: a new notice, then erasure.
    const again = new Date(T.getTime() - 24 * HOUR + 730 * DAY);
    await pass(new Date(again.getTime() - 48 * HOUR));
    expect(noticesTo('keep@example.com')).toHaveLength(2);
    await pass(again);
    expect(await stored('keep@example.com')).toBe(0);
    // The link worked once.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/your-data/keep',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token }).toString(),
        })
      ).statusCode,
    ).toBe(410);
  });
});
