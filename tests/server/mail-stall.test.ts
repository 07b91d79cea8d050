/*
 * An SMTP server that stalls, over real HTTP and a real SMTP peer, on SQLite and PostgreSQL: the
 * peer takes every message but one, whose data it never answers the first time. The other mails
 * go out while that one waits; /healthz and the dashboard say delivery is stalled; the wait ends
 * after SMTP_ANSWER_TIMEOUT_MS, not the SMTP library's ten minutes; the mail is then failing, tried
 * again after the backoff, and delivered.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { hashPassword } from '../../server/leads/password';
import { createSmtpMailer } from '../../server/mail/smtp';
import {
  anyText,
  describeEachDatabase,
  eventually,
  rawRequest,
  signInToDashboard,
  startSmtpPeer,
  useTestDatabase,
  validEnquiry,
  type SmtpMessage,
} from './support';

const PASSWORD = 'correct horse battery staple';
const STALLING = 'stall@example.com';
const ANSWER_TIMEOUT_MS = 4_000;
const RETRY_BASE_MS = 1_500;

describeEachDatabase('an SMTP server that stalls on one message', (kind) => {
  const database = useTestDatabase(kind);
  const received: SmtpMessage[] = [];
  let stalls = 0;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let mailer: ReturnType<typeof createSmtpMailer>;
  let app: App;
  let base: string;
  beforeAll(async () => {
    peer = await startSmtpPeer((message) => {
      // The first message to STALLING is never answered; its next try is taken.
      if (message.to === STALLING && stalls++ === 0) return 'never';
      received.push(message);
    });
    mailer = createSmtpMailer(peer.url, { connectTimeoutMs: 1_000, answerTimeoutMs: ANSWER_TIMEOUT_MS });
    app = await createApp({
      db: database().db,
      mailer,
      rateLimit: false,
      operator: { passwordHash: await hashPassword(PASSWORD) },
      mail: { to: 'leads@example.com', retryBaseMs: RETRY_BASE_MS, pollMs: 50, stalledAfterMs: 300 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app?.close();
    await mailer?.close?.();
    await peer?.close();
  });

  const stalledMail = async () =>
    (
      await database().db.all<{ status: string; attempts: number | string; last_error: string | null; next_attempt_at: string; sent_at: string | null }>(
        'SELECT status, attempts, last_error, next_attempt_at, sent_at FROM outbox WHERE to_address = ?',
        [STALLING],
      )
    )[0];
  const health = async () => ((await (await fetch(`${base}/healthz`)).json()) as { status: string; mail: Record<string, unknown> }).mail;
  const outboxPage = async (cookie: string) => (await rawRequest(base, 'GET', '/leads/outbox', { cookie })).body;

  it('sends the other mail while one waits, says so, gives up waiting within seconds, and delivers it on a later try', async () => {
    const session = await signInToDashboard(base, PASSWORD);
    for (const email of [STALLING, 'one@example.com', 'two@example.com']) {
      const response = await fetch(`${base}/apis/enquiry.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validEnquiry, email }),
      });
      expect(response.status).toBe(201);
    }
    // Three notifications and two acknowledgements arrive while the sixth mail is still unanswered.
    await eventually(() => received.length === 5, ANSWER_TIMEOUT_MS, 'the five mails the peer answers');
    const waiting = await stalledMail();
    expect(waiting).toMatchObject({ status: 'pending', last_error: null });
    expect(Number(waiting!.attempts)).toBe(1);
    expect(received.map((message) => message.to).sort()).toEqual([
      'leads@example.com',
      'leads@example.com',
      'leads@example.com',
      'one@example.com',
      'two@example.com',
    ]);

    // While it waits, /healthz and the dashboard say delivery is stalled; the site still answers as healthy.
    await eventually(async () => (await health()).delivery === 'stalled', 2_000, '/healthz to say stalled');
    expect(await health()).toMatchObject({ delivery: 'stalled', sendingSince: anyText(), lastSendError: null, pending: 1 });
    expect(await outboxPage(session.cookie)).toContain('Mail delivery is stalled');

    // The wait ends after the answer timeout: the mail is put off like any temporary failure.
    const startedWaiting = Date.now();
    await eventually(async () => (await stalledMail())!.last_error !== null, ANSWER_TIMEOUT_MS + 3_000, 'the stalled send to time out');
    expect(Date.now() - startedWaiting).toBeLessThan(ANSWER_TIMEOUT_MS + 3_000);
    const putOff = await stalledMail();
    expect(putOff!.status).toBe('pending');
    expect(putOff!.last_error).toMatch(/time/i);
    expect(await health()).toMatchObject({ delivery: 'failing', lastSendError: putOff!.last_error, sendingSince: null });
    expect(await outboxPage(session.cookie)).toContain('Mail delivery is failing');

    // After the backoff it is tried again, and this time taken, once.
    await eventually(async () => (await stalledMail())!.status === 'sent', RETRY_BASE_MS + 5_000, 'the second try');
    const sent = await stalledMail();
    expect(Number(sent!.attempts)).toBe(2);
    expect(Date.parse(sent!.sent_at!) - Date.parse(putOff!.next_attempt_at)).toBeGreaterThanOrEqual(0);
    expect(received.filter((message) => message.to === STALLING)).toHaveLength(1);
    expect(await health()).toMatchObject({ delivery: 'ok', pending: 0, lastSendError: null });
    expect(await outboxPage(session.cookie)).not.toContain('Mail delivery is');
  });
});
