/*
 * The durable outbox. Every mail the site sends is queued here (queue), in the transaction of what
 * it is about (an accepted enquiry queues the company's notification and the visitor's
 * acknowledgement with it); this worker then sends what is due and marks each mail sent. A mail
 * the SMTP server refuses for good (5xx) is marked failed at once; other failures are retried with
 * exponential backoff, up to `maxAttempts` tries, then marked failed too; the dashboard shows
 * failed mails and retries them. Each mail carries its outbox id as Message-ID.
 *
 * A worker hands up to `concurrency` mails to the mailer at once, so one the SMTP server stalls on
 * (until the mailer's timeouts end the try) does not hold up the others.
 *
 * Several instances on one database share the outbox: a worker claims each mail it sends, for
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
  markFailed,
  markSent,
  outboxStats,
  queueMail,
  renewClaim,
  scheduleRetry,
  type ClaimedMail,
  type OutboxMail,
  type OutboxStats,
} from '../db/outbox-repo';
import { MailRefused, type Mailer } from './mailer';

/** How the outbox delivers: the sender, the retries and the pace (server/env.ts fills them from the environment). */
export type OutboxSettings = {
  /** The sender of every e-mail. */
  from: string;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Tries before a mail that keeps failing is given up (a permanent refusal gives it up at once). */
  maxAttempts: number;
  pollMs: number;
  /** How long a claim on a mail lasts unless renewed; renewed every third of it while sending. */
  claimMs: number;
  /** Mails handed to the mailer at once. */
  concurrency: number;
  /** How long a send may go unanswered before the outbox reports delivery as stalled. */
  stalledAfterMs: number;
};

export type OutboxOptions = OutboxSettings & {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  onError?: (message: string, detail: Record<string, unknown>) => void;
};

/** A mail to queue: what it says and to whom; the outbox gives it its id and time. */
export type NewMail = Omit<OutboxMail, 'id' | 'createdAt'>;

/**
 * `lastError`: why the worker's last look for due mail failed (the database, say), null once one
 * succeeds; `sending`: the mails this instance is handing to the mailer now.
 */
export type WorkerState = { running: boolean; transport: string; lastRunAt: string | null; lastError: string | null; sending: number };

/**
 * How delivery goes, on every instance: 'stalled' while a send has gone unanswered longer than
 * `stalledAfterMs`, 'failing' while a mail waits for another try after a failed one, else 'ok'.
 */
export type DeliveryState = 'ok' | 'stalled' | 'failing';

export function deliveryOf(stats: OutboxStats, now: Date, stalledAfterMs: number): DeliveryState {
  if (stats.sendingSince !== null && now.getTime() - Date.parse(stats.sendingSince) > stalledAfterMs) return 'stalled';
  return stats.lastError !== null ? 'failing' : 'ok';
}

/** The outbox's counts, and how delivery goes. */
export type OutboxReport = OutboxStats & { delivery: DeliveryState };

const KICK_DELAY_MS = 20;
/** Mails a pass run by hand sends at most. */
const PASS_LIMIT = 20;

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutbox(options: OutboxOptions) {
  const { db, mailer, clock } = options;
  const { claimMs } = options;
  const owner = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopping = false;
  // The look for due mail under way, and the sends under way (by mail id): up to `concurrency`.
  let looking: Promise<void> | null = null;
  const sending = new Map<string, Promise<void>>();
  let lastRunAt: string | null = null;
  let lastError: string | null = null;
  let kicked = false;
  let kickPending = false;

  /** Queues a mail inside the caller's transaction, due at once; call kick() once that has committed. */
  async function queue(tx: Queryable, mail: NewMail): Promise<void> {
    await queueMail(tx, { ...mail, id: randomUUID(), createdAt: clock.now().toISOString() });
  }

  const claimUntil = () => new Date(clock.now().getTime() + claimMs).toISOString();

  /** Sends one claimed mail, renewing the claim until the mailer has an answer, and records what became of it. */
  async function deliver(mail: ClaimedMail): Promise<void> {
    const renewal = setInterval(() => {
      renewClaim(db, mail.id, owner, claimUntil()).then(
        (held) => held || options.onError?.('claim on a mail lost while sending', { outboxId: mail.id }),
        (error: unknown) => options.onError?.('claim not renewed', { outboxId: mail.id, error: messageOf(error) }),
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
      // The error stays with the mail: /healthz reports it as lastSendError until the mail is sent,
      // and the dashboard's outbox shows it.
      const message = messageOf(error);
      if (error instanceof MailRefused || mail.attempts >= options.maxAttempts) {
        await markFailed(db, mail.id, owner, clock.now().toISOString(), message);
        options.onError?.('mail not sent, given up', { outboxId: mail.id, attempts: mail.attempts, refused: error instanceof MailRefused, error: message });
        return;
      }
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
   * Claims due mails for the free sending slots and starts sending each (another worker may have
   * taken one since it was listed); resolves to the sends it started. A send that stalls holds
   * its slot only, until the mailer's timeouts end it.
   */
  async function startDue(): Promise<Promise<void>[]> {
    lastRunAt = clock.now().toISOString();
    const free = options.concurrency - sending.size;
    if (free <= 0 || stopping) return [];
    // What this worker is sending is claimed, so not listed as due.
    const due = await listDueMail(db, clock.now().toISOString(), free);
    const started: Promise<void>[] = [];
    for (const next of due) {
      if (stopping) break;
      const mail = await claimMail(db, next, { owner, now: clock.now().toISOString(), until: claimUntil() });
      if (!mail) continue;
      const send = deliver(mail)
        .catch((error: unknown) => options.onError?.('what became of a mail not recorded', { outboxId: mail.id, error: messageOf(error) }))
        .finally(() => {
          sending.delete(mail.id);
          // A slot is free: look for more at once.
          kick();
        });
      sending.set(mail.id, send);
      started.push(send);
    }
    return started;
  }

  /**
   * One pass, for a test or a tool that drives the outbox by hand: sends what is due, `concurrency`
   * at a time, until nothing is due or PASS_LIMIT mails were tried. Resolves to how many it sent or tried.
   */
  async function runOnce(): Promise<number> {
    let count = 0;
    while (count < PASS_LIMIT && !stopping) {
      const started = await startDue();
      if (started.length === 0 && sending.size === 0) break;
      count += started.length;
      if (sending.size > 0) await Promise.race(sending.values());
    }
    await Promise.all(sending.values());
    return count;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    kickPending = false;
    if (!running || looking) return;
    looking = startDue()
      .then((started) => {
        lastError = null;
        const again = started.length > 0 || kicked;
        kicked = false;
        schedule(again ? 0 : options.pollMs);
      })
      .catch((error: unknown) => {
        lastError = messageOf(error);
        options.onError?.('outbox pass failed', { error: lastError });
        schedule(options.pollMs);
      })
      .finally(() => {
        looking = null;
      });
  }

  /** Something was queued, or a send finished: look now rather than at the next poll. */
  function kick() {
    if (!running) return;
    // Many enquiries in a burst share one look, started shortly after the first.
    if (looking) kicked = true;
    else if (!kickPending) {
      kickPending = true;
      schedule(KICK_DELAY_MS);
    }
  }

  return {
    queue,
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    kick,
    /** Stops looking for mail and waits for the sends under way, so no mail is left half-sent. */
    async stop() {
      running = false;
      stopping = true;
      clearTimeout(timer);
      await looking;
      await Promise.all(sending.values());
    },
    state(): WorkerState {
      return { running, transport: mailer.kind, lastRunAt, lastError, sending: sending.size };
    },
    async stats(): Promise<OutboxReport> {
      const stats = await outboxStats(db, clock.now().toISOString());
      return { ...stats, delivery: deliveryOf(stats, clock.now(), options.stalledAfterMs) };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
