/*
 * The outbox against a real SMTP peer (smtp-server) that refuses the first attempt of every
 * message and accepts the next: each mail arrives exactly once, after a retry, and is marked sent.
 * A peer that refuses for good (5xx) gets one try; one that keeps refusing for now (4xx) gets
 * tries that back off, up to a bound, and the mail is given up. Without SMTP, mail lands as .eml
 * files in a folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createEmlFolderMailer } from '../../server/mail/eml-folder';
import { createSmtpMailer } from '../../server/mail/smtp';
import { withDefaults } from '../../server/env';
import { retryDelay } from '../../server/mail/outbox';
import type { Database } from '../../server/db/connection';
import { describeEachDatabase, eventually, startSmtpPeer, textMatching, useTestDatabase, validEnquiry, type SmtpMessage } from './support';

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
    const mailer = createSmtpMailer(peer.url, withDefaults().smtp);
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

/** An SMTP server on loopback that answers every message with `code`, and counts the tries of each. */
async function startAnsweringPeer(code: number, answer: string) {
  const tries = new Map<string, number>();
  const peer = await startSmtpPeer(({ raw }) => {
    const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
    tries.set(messageId, (tries.get(messageId) ?? 0) + 1);
    return Object.assign(new Error(answer), { responseCode: code });
  });
  return { ...peer, tries };
}

type OutboxRow = { status: string; attempts: number | string; last_error: string | null; next_attempt_at: string; failed_at: string | null };
const outboxRows = async (db: Database) =>
  (await db.all<OutboxRow>('SELECT status, attempts, last_error, next_attempt_at, failed_at FROM outbox ORDER BY kind')).map((row) => ({
    ...row,
    attempts: Number(row.attempts),
  }));

describeEachDatabase('mail the SMTP server refuses', (kind) => {
  const database = useTestDatabase(kind);
  let now = new Date('2026-11-25T10:00:00.000Z');
  const clock = { now: () => now };

  async function appWith(peerUrl: string) {
    await database().db.run('DELETE FROM outbox');
    await database().db.run('DELETE FROM enquiries');
    const mailer = createSmtpMailer(peerUrl, withDefaults().smtp);
    const app = await createApp({
      db: database().db,
      mailer,
      clock,
      rateLimit: false,
      mailWorker: false,
      mail: { to: 'leads@example.com', retryBaseMs: 1_000, retryMaxMs: 4_000, maxAttempts: 5 },
    });
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: { 'content-type': 'application/json' }, payload: validEnquiry });
    expect(response.statusCode).toBe(201);
    return {
      app,
      close: async () => {
        await app.close();
        await mailer.close?.();
      },
    };
  }

  it('gives a mail up after the first answer that refuses it for good, keeping the answer', async () => {
    const peer = await startAnsweringPeer(550, '5.1.1 No such user here');
    const { app, close } = await appWith(peer.url);
    try {
      expect(await app.outbox.runOnce()).toBe(2);
      for (let i = 0; i < 3; i++) {
        now = new Date(now.getTime() + 3_600_000);
        expect(await app.outbox.runOnce()).toBe(0);
      }
      expect([...peer.tries.values()]).toEqual([1, 1]);
      const rows = await outboxRows(database().db);
      expect(rows).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, last_error: textMatching(/^550 .*No such user here/) }),
        expect.objectContaining({ status: 'failed', attempts: 1, last_error: textMatching(/^550 .*No such user here/) }),
      ]);
      expect(rows.every((row) => row.failed_at !== null)).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ mail: { pending: 0, failed: 2 } });
    } finally {
      await close();
      await peer.close();
    }
  });

  it('backs a temporary refusal off exponentially, up to a bounded number of tries, then gives it up', async () => {
    const peer = await startAnsweringPeer(451, '4.3.0 Try again later');
    const { app, close } = await appWith(peer.url);
    try {
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await app.outbox.runOnce(), `attempt ${attempt}`).toBe(2);
        const rows = await outboxRows(database().db);
        if (attempt < 5) {
          expect(rows.map((row) => [row.status, row.attempts])).toEqual([
            ['pending', attempt],
            ['pending', attempt],
          ]);
          delays.push(Date.parse(rows[0]!.next_attempt_at) - now.getTime());
          // Not before it is due.
          expect(await app.outbox.runOnce()).toBe(0);
          now = new Date(Date.parse(rows[0]!.next_attempt_at));
        }
      }
      expect(delays).toEqual([1_000, 2_000, 4_000, 4_000]);
      const rows = await outboxRows(database().db);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['failed', 5],
        ['failed', 5],
      ]);
      expect(rows[0]!.last_error).toMatch(/451 .*Try again later/);
      now = new Date(now.getTime() + 86_400_000);
      expect(await app.outbox.runOnce()).toBe(0);
      expect([...peer.tries.values()]).toEqual([5, 5]);
    } finally {
      await close();
      await peer.close();
    }
  });
});

describeEachDatabase('mail without SMTP', (kind) => {
  const database = useTestDatabase(kind);

  it('writes each mail as an .eml file', async () => {
    const dir = database().env.MAIL_DIR;
    const app = await createApp({ db: database().db, mailer: createEmlFolderMailer(dir!), rateLimit: false, mailWorker: false });
    await app.ready();
    try {
      await app.inject({ method: 'POST', url: '/apis/enquiry.php', headers: { 'content-type': 'application/json' }, payload: validEnquiry });
      expect(await app.outbox.runOnce()).toBe(2);
      const files = readdirSync(dir!).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const texts = files.map((f) => readFileSync(`${dir}/${f}`, 'utf8'));
      expect(texts.some((t) => /^To: asha@example.com/m.test(t))).toBe(true);
      expect(await app.outbox.runOnce()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
