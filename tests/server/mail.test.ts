/*
 * The outbox against a real SMTP peer (smtp-server) that refuses the first attempt of every
 * message and accepts the next: each mail arrives exactly once, after a retry, and is marked sent.
 * Without SMTP, mail lands as .eml files in a folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createEmlFolderMailer } from '../../server/mail/eml-folder';
import { createSmtpMailer } from '../../server/mail/smtp';
import { retryDelay } from '../../server/mail/outbox';
import { describeEachDatabase, eventually, startSmtpPeer, useTestDatabase, validEnquiry, type SmtpMessage } from './support';

type Received = SmtpMessage & { messageId: string };

/** An SMTP server on loopback that answers 451 to the first DATA of each message, then 250. */
async function startRefusingPeer() {
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  let refusals = 0;
  const peer = await startSmtpPeer(({ to, raw }) => {
    const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
    if (!refusedOnce.has(messageId)) {
      refusedOnce.add(messageId);
      refusals++;
      return Object.assign(new Error('Try again later'), { responseCode: 451 });
    }
    received.push({ messageId, to, raw });
  });
  return { ...peer, received, refusals: () => refusals };
}

it('backs off exponentially up to a ceiling', () => {
  expect([1, 2, 3, 4].map((n) => retryDelay(n, 100, 500))).toEqual([100, 200, 400, 500]);
});

describeEachDatabase('mail outbox', (kind) => {
  const database = useTestDatabase(kind);
  let peer: Awaited<ReturnType<typeof startRefusingPeer>>;
  beforeAll(async () => {
    peer = await startRefusingPeer();
  });
  afterAll(async () => peer?.close());

  it('delivers the notification and the acknowledgement exactly once, after the peer first refuses', async () => {
    const mailer = createSmtpMailer(peer.url);
    const app = await createApp({ db: database().db, mailer, rateLimit: false, mail: { to: 'leads@example.com', retryBaseMs: 50, pollMs: 30 } });
    await app.ready();
    try {
      const response = await app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: { 'content-type': 'application/json' }, payload: validEnquiry });
      expect(response.statusCode).toBe(201);
      await eventually(
        async () => {
          const rows = await database().db.all<{ status: string }>("SELECT status FROM outbox WHERE status = 'sent'");
          return rows.length === 2;
        },
        15_000,
        'both mails to be marked sent',
      );
      // Give the worker more passes: nothing may arrive twice.
      await app.outbox.runOnce();
      expect(peer.refusals()).toBe(2);
      expect(peer.received).toHaveLength(2);
      expect(new Set(peer.received.map((m) => m.messageId)).size).toBe(2);
      const notification = peer.received.find((m) => m.to === 'leads@example.com');
      const acknowledgement = peer.received.find((m) => m.to === validEnquiry.email);
      expect(notification?.raw).toContain('Please call me about a new website.');
      expect(notification?.raw).toMatch(/^Reply-To: asha@example.com/im);
      expect(acknowledgement?.raw).toMatch(/^Subject: .*received/im);
      const attempts = await database().db.all<{ attempts: number | string }>('SELECT attempts FROM outbox');
      expect(attempts.map((a) => Number(a.attempts))).toEqual([2, 2]);
      // The refusals are history once the outbox has drained.
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toMatchObject({ status: 'ok', mail: { pending: 0, lastError: null, lastSendError: null } });
    } finally {
      await app.close();
      await mailer.close?.();
    }
  });
});

describeEachDatabase('mail without SMTP', (kind) => {
  const database = useTestDatabase(kind);

  it('writes each mail as an .eml file', async () => {
    const dir = database().env.MAIL_DIR!;
    const app = await createApp({ db: database().db, mailer: createEmlFolderMailer(dir), rateLimit: false, mailWorker: false });
    await app.ready();
    try {
      await app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: { 'content-type': 'application/json' }, payload: validEnquiry });
      expect(await app.outbox.runOnce()).toBe(2);
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const texts = files.map((f) => readFileSync(`${dir}/${f}`, 'utf8'));
      expect(texts.some((t) => /^To: asha@example.com/m.test(t))).toBe(true);
      expect(await app.outbox.runOnce()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
