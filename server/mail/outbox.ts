/*
 * The durable outbox. An accepted enquiry queues its two mails (the company's notification and the
 * visitor's acknowledgement) in the same transaction that stores it; this worker then sends what is
 * due, marks each mail sent, and retries failures with exponential backoff until the SMTP server
 * accepts them. Each mail carries its outbox id as Message-ID.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/connection';
import { claimDueMail, markSent, outboxStats, queueMail, scheduleRetry, type ClaimedMail, type OutboxStats } from '../db/outbox-repo';
import type { NewEnquiry } from '../db/enquiries-repo';
import type { Mailer } from './mailer';

export type OutboxOptions = {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  from: string;
  /** The company's address for notifications. */
  to: string;
  siteName: string;
  sitePhone: string;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** How long a claimed mail stays with this worker before another may take it. */
  lockMs?: number;
  onError?: (message: string, detail: Record<string, unknown>) => void;
};

export type WorkerState = { running: boolean; transport: string; lastRunAt: string | null; lastError: string | null };

/** One line per header value: no header injection through a visitor's name or subject. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const KICK_DELAY_MS = 20;

export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutbox(options: OutboxOptions) {
  const { db, mailer, clock } = options;
  const lockMs = options.lockMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let inFlight: Promise<void> | null = null;
  let lastRunAt: string | null = null;
  let lastError: string | null = null;
  let kicked = false;
  let kickPending = false;

  /** Queues the notification and the acknowledgement inside the caller's transaction. */
  async function queueEnquiryMails(tx: Queryable, enquiry: NewEnquiry): Promise<void> {
    const lines = [
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      ...(enquiry.subject ? [`Subject: ${enquiry.subject}`] : []),
      `Received: ${enquiry.createdAt}`,
      `Source: ${enquiry.source}`,
      `Privacy policy accepted: version ${enquiry.consentVersion} at ${enquiry.consentAt}`,
      `Reference: ${enquiry.id}`,
      '',
      enquiry.message,
    ];
    await queueMail(tx, {
      id: randomUUID(),
      createdAt: enquiry.createdAt,
      enquiryId: enquiry.id,
      kind: 'notification',
      to: options.to,
      replyTo: enquiry.email,
      subject: oneLine(`New enquiry from ${enquiry.name}${enquiry.subject ? `: ${enquiry.subject}` : ''}`).slice(0, 200),
      text: lines.join('\n'),
    });
    await queueMail(tx, {
      id: randomUUID(),
      createdAt: enquiry.createdAt,
      enquiryId: enquiry.id,
      kind: 'acknowledgement',
      to: enquiry.email,
      replyTo: options.to,
      subject: `We have received your message – ${options.siteName}`,
      text: [
        `Hello ${oneLine(enquiry.name)},`,
        '',
        `Thank you for contacting ${options.siteName}. We have received your message and will reply within one working day.`,
        `If it is urgent, call us on ${options.sitePhone}.`,
        '',
        'Your message:',
        enquiry.message,
        '',
        `Reference: ${enquiry.id}`,
        '',
        `${options.siteName}`,
      ].join('\n'),
    });
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      await mailer.send({ id: mail.id, from: options.from, to: mail.to, replyTo: mail.replyTo ?? undefined, subject: mail.subject, text: mail.text });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      lastError = message;
      const next = new Date(clock.now().getTime() + retryDelay(mail.attempts, options.retryBaseMs, options.retryMaxMs));
      await scheduleRetry(db, mail.id, next.toISOString(), message);
      options.onError?.('mail not sent, will retry', { outboxId: mail.id, attempts: mail.attempts, retryAt: next.toISOString(), error: message });
      return;
    }
    await markSent(db, mail.id, clock.now().toISOString());
  }

  /** One pass: claims what is due and sends it. Resolves to how many mails it took. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    lastRunAt = now.toISOString();
    const claimed = await claimDueMail(db, now.toISOString(), new Date(now.getTime() + lockMs).toISOString(), 20);
    for (const mail of claimed) await deliver(mail);
    return claimed.length;
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
    queueEnquiryMails,
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
    /** Stops polling and waits for a pass in progress, so no mail is left half-sent. */
    async stop() {
      running = false;
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
