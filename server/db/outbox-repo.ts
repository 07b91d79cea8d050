/* The mail outbox: rows written in the transaction that accepts an enquiry, sent later by the worker. */
import type { Queryable } from './connection';

export type MailKind = 'notification' | 'acknowledgement';

export type OutboxMail = {
  id: string;
  createdAt: string;
  enquiryId: string | null;
  kind: MailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
};

export type ClaimedMail = OutboxMail & { attempts: number };

type OutboxRow = {
  id: string;
  created_at: string;
  enquiry_id: string | null;
  kind: MailKind;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  attempts: number | string;
};

export async function queueMail(db: Queryable, mail: OutboxMail): Promise<void> {
  await db.run(
    `INSERT INTO outbox (id, created_at, enquiry_id, kind, to_address, reply_to, subject, body_text, status, attempts, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?)`,
    [mail.id, mail.createdAt, mail.enquiryId, mail.kind, mail.to, mail.replyTo, mail.subject, mail.text, mail.createdAt],
  );
}

/**
 * Takes up to `limit` due mails for this worker until `lockUntil`. A claim is a conditional update,
 * so two workers (two server instances on one PostgreSQL) never take the same row.
 */
export async function claimDueMail(db: Queryable, now: string, lockUntil: string, limit: number): Promise<ClaimedMail[]> {
  const candidates = await db.all<OutboxRow>(
    `SELECT id, created_at, enquiry_id, kind, to_address, reply_to, subject, body_text, attempts FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
     ORDER BY next_attempt_at, created_at LIMIT ?`,
    [now, now, limit],
  );
  const claimed: ClaimedMail[] = [];
  for (const row of candidates) {
    const changed = await db.run(
      `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
       WHERE id = ? AND status = 'pending' AND (locked_until IS NULL OR locked_until < ?)`,
      [lockUntil, row.id, now],
    );
    if (changed === 1) {
      claimed.push({
        id: row.id,
        createdAt: row.created_at,
        enquiryId: row.enquiry_id,
        kind: row.kind,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.body_text,
        attempts: Number(row.attempts) + 1,
      });
    }
  }
  return claimed;
}

export async function markSent(db: Queryable, id: string, at: string): Promise<void> {
  await db.run(`UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, last_error = NULL WHERE id = ?`, [at, id]);
}

export async function scheduleRetry(db: Queryable, id: string, nextAttemptAt: string, error: string): Promise<void> {
  await db.run(`UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, last_error = ? WHERE id = ?`, [nextAttemptAt, error.slice(0, 500), id]);
}

export type OutboxStats = { pending: number; sent: number; oldestPendingAt: string | null; lastError: string | null };

export async function outboxStats(db: Queryable): Promise<OutboxStats> {
  const counts = await db.all<{ status: string; n: number | string; oldest: string | null }>(
    'SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox GROUP BY status',
  );
  const pending = counts.find((c) => c.status === 'pending');
  const errors = await db.all<{ last_error: string }>(
    `SELECT last_error FROM outbox WHERE status = 'pending' AND last_error IS NOT NULL ORDER BY next_attempt_at DESC LIMIT 1`,
  );
  return {
    pending: Number(pending?.n ?? 0),
    sent: Number(counts.find((c) => c.status === 'sent')?.n ?? 0),
    oldestPendingAt: pending?.oldest ?? null,
    lastError: errors[0]?.last_error ?? null,
  };
}

export async function listMailFor(db: Queryable, enquiryId: string): Promise<{ kind: MailKind; to: string; status: string }[]> {
  const rows = await db.all<{ kind: MailKind; to_address: string; status: string }>(
    'SELECT kind, to_address, status FROM outbox WHERE enquiry_id = ? ORDER BY kind',
    [enquiryId],
  );
  return rows.map((r) => ({ kind: r.kind, to: r.to_address, status: r.status }));
}
