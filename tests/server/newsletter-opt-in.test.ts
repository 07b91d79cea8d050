/*
 * The newsletter's double opt-in and one-click unsubscribe on SQLite and PostgreSQL, the mail going
 * through a real SMTP peer: a new address gets a confirmation mail with RFC 8058 List-Unsubscribe
 * headers; it counts only once confirmed; unconfirmed addresses are erased after 7 days; a one-click
 * POST to the List-Unsubscribe address takes it off the list.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSubscribers } from '../../server/db/newsletter-repo';
import { createSmtpMailer } from '../../server/mail/smtp';
import { withDefaults } from '../../server/env';
import { createTestApp, describeEachDatabase, startSmtpPeer, type SmtpMessage, type TestApp } from './support';
import { contentText } from '../support/content-text';

let now = new Date('2026-11-23T10:00:00.000Z');
const clock = { now: () => now };

async function startPeer() {
  const received: SmtpMessage[] = [];
  const peer = await startSmtpPeer((message) => {
    received.push(message);
  });
  return { ...peer, received };
}

describeEachDatabase('newsletter double opt-in and one-click unsubscribe', (kind) => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startPeer>>;
  beforeAll(async () => {
    peer = await startPeer();
    t = await createTestApp(kind, { clock, siteUrl: 'https://site.example', mailer: createSmtpMailer(peer.url, withDefaults().smtp) });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  async function subscribeAndRead(email: string) {
    const response = await t.app.inject({ method: 'POST', url: '/apis/newsletter.php', headers: { 'content-type': 'application/json' }, payload: { email } });
    expect(response.statusCode).toBe(201);
    await t.app.outbox.runOnce();
    const mail = peer.received.find((m) => m.to === email);
    expect(mail, `a confirmation mail to ${email}`).toBeDefined();
    // Quoted-printable may fold long lines: unfold before reading the links.
    const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /\/newsletter\/confirm\?token=([\w%-]+)/.exec(body)![1];
    // Headers unfolded (a long header continues on lines that start with a space).
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    return { raw: headers, body, token: decodeURIComponent(token!) };
  }

  const state = async (email: string) => (await listSubscribers(t.db)).find((s) => s.email === email);

  it('mails a confirmation link with one-click unsubscribe headers, and counts the address only once confirmed', async () => {
    const { raw, token } = await subscribeAndRead('reader@example.com');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/site\.example\/newsletter\/unsubscribe\?token=[^>]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect((await state('reader@example.com'))?.confirmedAt).toBeNull();
    // Opening the link (a mail scanner might) confirms nothing; the button does.
    const page = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect((await state('reader@example.com'))?.confirmedAt).toBeNull();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/newsletter/confirm?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(contentText('copy/data-rights.yaml', 'newsletter.confirmed'));
    expect((await state('reader@example.com'))?.confirmedAt).toBe(now.toISOString());
    const forged = await t.app.inject({
      method: 'POST',
      url: '/newsletter/confirm?token=forged',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(forged.statusCode).toBe(410);
  });

  it('unsubscribes with one POST to the List-Unsubscribe address, as a mail client sends it (RFC 8058)', async () => {
    const { raw } = await subscribeAndRead('leaving@example.com');
    const url = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(raw)![1]!);
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XYZ--\r\n',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(contentText('copy/data-rights.yaml', 'newsletter.unsubscribed'));
    expect(await state('leaving@example.com')).toBeUndefined();
    const form = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).toBe(200);
  });

  it('erases an address not confirmed within 7 days, and keeps a confirmed one', async () => {
    await subscribeAndRead('never@example.com');
    now = new Date(now.getTime() + 7 * 86_400_000 - 60_000);
    await t.app.retention.runOnce();
    expect(await state('never@example.com')).toBeDefined();
    now = new Date(now.getTime() + 60_000);
    const pass = await t.app.retention.runOnce();
    expect(pass.unconfirmed).toBe(1);
    expect(await state('never@example.com')).toBeUndefined();
    expect(await state('reader@example.com')).toBeDefined();
  });
});
