/*
 * Retention, run by the server itself on its own clock: an enquiry is erased LEAD_RETENTION_DAYS
 * after it was made (or after the person last asked us to keep in touch). 48 hours before, the
 * person gets one e-mail saying so, with a link to keep in touch, which resets the clock. An
 * enquiry is never erased sooner than 48 hours after its notice, so a notice sent late (the server
 * was down) still gives the person their 48 hours. Each erasure keeps only a salted hash of the
 * address (as data-rights.ts does). Expired links, the ended hourly counts of link requests, and
 * the submissions remembered for more than a day are cleaned up in the same pass.
 */
import { localizePath } from '../src/lib/locale';
import { paths } from '../src/lib/paths';
import { createDataLink, linkSecret, normalEmail, recordErasure } from './data-rights';
import type { Database } from './db/connection';
import { deleteExpiredLinks } from './db/data-rights-repo';
import { deleteEnquiry, listDueForNotice, listExpired, markNoticed, restartRetention } from './db/enquiries-repo';
import { eraseUnconfirmed } from './db/newsletter-repo';
import { deleteEndedWindows } from './db/rate-limit-repo';
import { deleteMailOf } from './db/outbox-repo';
import { deleteSubmissionsBefore } from './db/submissions-repo';
import { SUBMISSION_MEMORY_MS } from './submissions';
import type { DomainContext } from './domain-context';
import { mailSender, retentionNoticeMail } from './mail/templates';

export const NOTICE_MS = 48 * 3_600_000;
const DAY_MS = 86_400_000;

export type RetentionOptions = {
  /** Leads are erased this many days after they were made (or kept in touch). */
  days: number;
  /** How often the server looks. */
  sweepMs: number;
  onError?: (message: string, detail: Record<string, unknown>) => void;
};

export type RetentionPass = { noticed: number; erased: number; unconfirmed: number };
export const UNCONFIRMED_MS = 7 * 86_400_000;

export function createRetention(ctx: DomainContext, options: RetentionOptions) {
  const { db, clock } = ctx;
  const keepMs = options.days * DAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  /** One pass: notices for enquiries due within 48 hours, then erasure of those past their time. */
  async function runOnce(): Promise<RetentionPass> {
    const now = clock.now();
    const secret = await linkSecret(db, now);
    // Enquiries erased at or before now + 48 h: retain_from (or created_at) at or before this.
    const noticeCutoff = new Date(now.getTime() + NOTICE_MS - keepMs).toISOString();
    const due = await listDueForNotice(db, noticeCutoff);
    for (const person of due) {
      const eraseAt = new Date(Math.max(Date.parse(person.oldest) + keepMs, now.getTime() + NOTICE_MS));
      await db.transaction(async (tx) => {
        const token = await createDataLink(tx, secret, person.email, now, 'keep', eraseAt.getTime() - now.getTime());
        const link = `${ctx.siteUrl}${localizePath(paths.dataRights.keep, person.locale)}?token=${encodeURIComponent(token)}`;
        await ctx.outbox.queue(tx, {
          kind: 'retention-notice',
          enquiryId: null,
          to: person.email,
          replyTo: null,
          ...retentionNoticeMail(mailSender(person.locale, ctx.siteUrl), { count: person.count, eraseAt, link, days: options.days }),
        });
        await markNoticed(tx, person.email, noticeCutoff, now.toISOString());
      });
    }
    if (due.length > 0) ctx.outbox.kick();

    // Past their time, and noticed at least 48 hours ago.
    const eraseCutoff = new Date(now.getTime() - keepMs).toISOString();
    const noticedBefore = new Date(now.getTime() - NOTICE_MS).toISOString();
    const expired = await listExpired(db, eraseCutoff, noticedBefore);
    const byEmail = new Map<string, string[]>();
    for (const row of expired) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
    for (const [email, ids] of byEmail) {
      await db.transaction(async (tx) => {
        let mails = 0;
        for (const id of ids) {
          mails += await deleteMailOf(tx, id);
          await deleteEnquiry(tx, id);
        }
        await recordErasure(tx, email, 'retention', { enquiries: ids.length, subscriptions: 0, mails }, now);
      });
    }
    await deleteExpiredLinks(db, now.toISOString());
    // The hourly counts of /your-data's link requests (on PostgreSQL the rate limits' store forgets them too).
    await deleteEndedWindows(db, now.getTime());
    // Newsletter addresses never confirmed are erased after 7 days.
    const unconfirmed = await eraseUnconfirmed(db, new Date(now.getTime() - UNCONFIRMED_MS).toISOString());
    // Submissions are remembered for a day (submissions.ts).
    await deleteSubmissionsBefore(db, new Date(now.getTime() - SUBMISSION_MEMORY_MS).toISOString());
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
  return restartRetention(db, normalEmail(email), now.toISOString());
}
