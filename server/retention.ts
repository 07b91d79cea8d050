/*
 * Retention, run by the server itself on its own clock: an enquiry is erased LEAD_RETENTION_DAYS
 * after it was made (or after the person last asked us to keep in touch). 48 hours before, the
 * person gets one e-mail saying so, with a link to keep in touch, which resets the clock. An
 * enquiry is never erased sooner than 48 hours after its notice, so a notice sent late (the server
 * was down) still gives the person their 48 hours. Each erasure keeps only a salted hash of the
 * address (as data-rights.ts does). Expired links are cleaned up in the same pass.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from './clock';
import type { Database } from './db/connection';
import { eraseUnconfirmed } from './db/newsletter-repo';
import { queueMail } from './db/outbox-repo';
import { createDataLink, linkSecret, normalEmail, recordErasure } from './data-rights';

export const NOTICE_MS = 48 * 3_600_000;
const DAY_MS = 86_400_000;

export type RetentionOptions = {
  db: Database;
  clock: Clock;
  days: number;
  siteName: string;
  siteUrl: string;
  /** Tells the outbox there is mail to send. */
  kick: () => void;
  sweepMs: number;
  onError?: (message: string, detail: Record<string, unknown>) => void;
};

export type RetentionPass = { noticed: number; erased: number; unconfirmed: number };
export const UNCONFIRMED_MS = 7 * 86_400_000;

/** The words of the notice; the link keeps the person's enquiries for another retention period. */
export function retentionNotice(siteName: string, count: number, eraseAt: Date, link: string, days: number): { subject: string; text: string } {
  const when = `${eraseAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    subject: `Your enquiry with ${siteName} will be erased in 48 hours`,
    text: [
      'Hello,',
      '',
      `We keep enquiries for ${Math.round(days / 365) >= 1 ? `${Math.round(days / 365)} year${Math.round(days / 365) === 1 ? '' : 's'}` : `${days} days`}. ${count === 1 ? 'The enquiry' : `The ${count} enquiries`} you sent us from this address will be erased on ${when}, as our privacy policy says.`,
      '',
      'If you would like us to keep in touch, open this link before then (it resets the clock):',
      link,
      '',
      'Otherwise there is nothing to do.',
      '',
      siteName,
    ].join('\n'),
  };
}

export function createRetention(options: RetentionOptions) {
  const { db, clock } = options;
  const keepMs = options.days * DAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  /** One pass: notices for enquiries due within 48 hours, then erasure of those past their time. */
  async function runOnce(): Promise<RetentionPass> {
    const now = clock.now();
    const secret = await linkSecret(db, now);
    // Enquiries erased at or before now + 48 h: retain_from (or created_at) at or before this.
    const noticeCutoff = new Date(now.getTime() + NOTICE_MS - keepMs).toISOString();
    const due = await db.all<{ email: string; n: number | string; oldest: string }>(
      `SELECT LOWER(email) AS email, COUNT(*) AS n, MIN(COALESCE(retain_from, created_at)) AS oldest FROM enquiries
       WHERE COALESCE(retain_from, created_at) <= ? AND retention_notice_at IS NULL GROUP BY LOWER(email)`,
      [noticeCutoff],
    );
    for (const person of due) {
      const eraseAt = new Date(Math.max(Date.parse(person.oldest) + keepMs, now.getTime() + NOTICE_MS));
      await db.transaction(async (tx) => {
        const token = await createDataLink(tx, secret, person.email, now, 'keep', eraseAt.getTime() - now.getTime());
        const link = `${options.siteUrl}/your-data/keep?token=${encodeURIComponent(token)}`;
        const mail = retentionNotice(options.siteName, Number(person.n), eraseAt, link, options.days);
        await queueMail(tx, {
          id: randomUUID(),
          createdAt: now.toISOString(),
          enquiryId: null,
          kind: 'retention-notice',
          to: person.email,
          replyTo: null,
          ...mail,
        });
        await tx.run(
          `UPDATE enquiries SET retention_notice_at = ? WHERE LOWER(email) = ? AND COALESCE(retain_from, created_at) <= ? AND retention_notice_at IS NULL`,
          [now.toISOString(), person.email, noticeCutoff],
        );
      });
    }
    if (due.length > 0) options.kick();

    // Past their time, and noticed at least 48 hours ago.
    const eraseCutoff = new Date(now.getTime() - keepMs).toISOString();
    const noticedBefore = new Date(now.getTime() - NOTICE_MS).toISOString();
    const expired = await db.all<{ id: string; email: string }>(
      `SELECT id, LOWER(email) AS email FROM enquiries WHERE COALESCE(retain_from, created_at) <= ? AND retention_notice_at IS NOT NULL AND retention_notice_at <= ?`,
      [eraseCutoff, noticedBefore],
    );
    const byEmail = new Map<string, string[]>();
    for (const row of expired) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
    for (const [email, ids] of byEmail) {
      await db.transaction(async (tx) => {
        let mails = 0;
        for (const id of ids) {
          mails += await tx.run('DELETE FROM outbox WHERE enquiry_id = ?', [id]);
          await tx.run('DELETE FROM enquiries WHERE id = ?', [id]);
        }
        await recordErasure(tx, email, 'retention', { enquiries: ids.length, subscriptions: 0, mails }, now);
      });
    }
    await db.run('DELETE FROM data_links WHERE expires_at <= ?', [now.toISOString()]);
    // Newsletter addresses never confirmed are erased after 7 days.
    const unconfirmed = await eraseUnconfirmed(db, new Date(now.getTime() - UNCONFIRMED_MS).toISOString());
    return { noticed: due.length, erased: expired.length, unconfirmed };
  }

  function tick() {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => options.onError?.('retention pass failed', { error: error instanceof Error ? error.message : String(error) }))
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, options.sweepMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;

/** Keeps in touch: the person's enquiries start a new retention period from now. */
export async function keepInTouch(db: Database, email: string, now: Date): Promise<number> {
  return db.run('UPDATE enquiries SET retain_from = ?, retention_notice_at = NULL WHERE LOWER(email) = ?', [now.toISOString(), normalEmail(email)]);
}
