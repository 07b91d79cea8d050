/*
 * The durable outbox. Every mail the site sends is queued here (queue), in the transaction of what
 * it is about (an accepted enquiry queues the company's notification and the visitor's
 * acknowledgement with it); this worker then sends what is due, marks each mail sent, and retries
 * failures with exponential backoff until the SMTP server accepts them. Each mail carries its
 * outbox id as Message-ID.
 *
 * Several instances on one database share the outbox: a worker claims one mail at a time, for
 * `claimMs`, and renews the claim while the SMTP server is still taking it, so a slow server never
 * lets another worker take the same mail. A worker that dies leaves its claim to run out within
 * `claimMs`; then another (or the restarted one) sends that mail again with the same Message-ID, so
 * the one copy that can arrive twice (accepted just before the crash) can be recognised.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/connection';
import {
  claimMail,
  listDueMail,
  markSent,
  outboxStats,
  queueMail,
  renewClaim,
  scheduleRetry,
  type ClaimedMail,
  type OutboxMail,
  type OutboxStats,
} from '../db/outbox-repo';
import type { Mailer } from './mailer';

export type OutboxOptions = {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  from: string;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** How long a claim on a mail lasts unless renewed; renewed every third of it while sending. */
  claimMs: number;
  onError?: (message: string, detail: Record<string, unknown>) => void;
};

/** A mail to queue: what it says and to whom; the outbox gives it its id and time. */
export type NewMail = Omit<OutboxMail, 'id' | 'createdAt'>;

/** `lastError`: why the worker's last pass failed (the database, say), null once a pass succeeds. */
export type WorkerState = { running: boolean; transport: string; lastRunAt: string | null; lastError: string | null };

const KICK_DELAY_MS = 20;
/** Mails sent in one pass before the worker lets the event loop schedule it again. */
const PASS_LIMIT = 20;

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutbox(options: OutboxOptions) {
  const { db, mailer, clock } = options;
  const { claimMs } = options;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopping = false;
  let inFlight: Promise<void> | null = null;
  let lastRunAt: string | null = null;
  let lastError: string | null = null;
  let kicked = false;
  let kickPending = false;

  /** Queues a mail inside the caller's transaction, due at once; call kick() once that has committed. */
  async function queue(tx: Queryable, mail: NewMail): Promise<void> {
    await queueMail(tx, { ...mail, id: randomUUID(), createdAt: clock.now().toISOString() });
  }

  const claimUntil = () => new Date(clock.now().getTime() + claimMs).toISOString();

  /** Sends one claimed mail, renewing the claim until the SMTP server has answered. */
  async function deliver(mail: ClaimedMail): Promise<void> {
    const renewal = setInterval(() => {
      renewClaim(db, mail.id, owner, claimUntil()).then(
        (held) => held || options.onError?.('claim on a mail lost while sending', { outboxId: mail.id }),
        (error: unknown) => options.onError?.('claim not renewed', { outboxId: mail.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }, claimMs / 3);
    try {
      await mailer.send({
        id: mail.id,
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        listUnsubscribe: mail.listUnsubscribe ?? undefined,
      });
    } catch (error) {
      // The error stays with the mail, which /healthz reports as lastSendError until the mail is sent.
      const message = error instanceof Error ? error.message : String(error);
      const next = new Date(clock.now().getTime() + retryDelay(mail.attempts, options.retryBaseMs, options.retryMaxMs));
      await scheduleRetry(db, mail.id, owner, next.toISOString(), message);
      options.onError?.('mail not sent, will retry', { outboxId: mail.id, attempts: mail.attempts, retryAt: next.toISOString(), error: message });
      return;
    } finally {
      clearInterval(renewal);
    }
    await markSent(db, mail.id, clock.now().toISOString());
  }

  /**
   * One pass: lists the due mails, then claims each right before sending it (another worker may
   * have taken it meanwhile). Resolves to how many it sent or tried to.
   */
  async function runOnce(): Promise<number> {
    lastRunAt = clock.now().toISOString();
    let count = 0;
    let due: OutboxMail[] = [];
    while (count < PASS_LIMIT && !stopping) {
      if (due.length === 0) due = await listDueMail(db, clock.now().toISOString(), PASS_LIMIT - count);
      const next = due.shift();
      if (!next) break;
      const mail = await claimMail(db, next, { owner, now: clock.now().toISOString(), until: claimUntil() });
      if (!mail) continue;
      await deliver(mail);
      count++;
    }
    return count;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    kickPending = false;
    if (!running || inFlight) return;
    inFlight = runOnce()
      .then((count) => {
        lastError = null;
        const again = count > 0 || kicked;
        kicked = false;
        schedule(again ? 0 : options.pollMs);
      })
      .catch((error: unknown) => {
        lastError = error instanceof Error ? error.message : String(error);
        options.onError?.('outbox pass failed', { error: lastError });
        schedule(options.pollMs);
      })
      .finally(() => {
        inFlight = null;
      });
  }

  return {
    queue,
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** Something was queued: look now rather than at the next poll. */
    kick() {
      if (!running) return;
      // Many enquiries in a burst share one pass, started shortly after the first.
      if (inFlight) kicked = true;
      else if (!kickPending) {
        kickPending = true;
        schedule(KICK_DELAY_MS);
      }
    },
    /** Stops polling and waits for the mail being sent, so no mail is left half-sent. */
    async stop() {
      running = false;
      stopping = true;
      clearTimeout(timer);
      await inFlight;
    },
    state(): WorkerState {
      return { running, transport: mailer.kind, lastRunAt, lastError };
    },
    stats(): Promise<OutboxStats> {
      return outboxStats(db);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
