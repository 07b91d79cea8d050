/* The mail outbox: rows written in the transaction that accepts an enquiry, sent later by the worker. */
import type { Queryable } from './connection';

export type MailKind = 'notification' | 'acknowledgement' | 'data-link' | 'retention-notice' | 'newsletter-confirm';

export type OutboxMail = {
  id: string;
  createdAt: string;
  enquiryId: string | null;
  kind: MailKind;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  listUnsubscribe?: string | null;
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
  list_unsubscribe: string | null;
};

export async function queueMail(db: Queryable, mail: OutboxMail): Promise<void> {
  await db.run(
    `INSERT INTO outbox (id, created_at, enquiry_id, kind, to_address, reply_to, subject, body_text, status, attempts, next_attempt_at, list_unsubscribe)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    [mail.id, mail.createdAt, mail.enquiryId, mail.kind, mail.to, mail.replyTo, mail.subject, mail.text, mail.createdAt, mail.listUnsubscribe ?? null],
  );
}

export type Claim = { owner: string; now: string; until: string };

/** Up to `limit` mails due at `now` that no worker holds, oldest first; listing claims nothing. */
export async function listDueMail(db: Queryable, now: string, limit: number): Promise<OutboxMail[]> {
  const rows = await db.all<OutboxRow>(
    `SELECT id, created_at, enquiry_id, kind, to_address, reply_to, subject, body_text, list_unsubscribe FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
     ORDER BY next_attempt_at, created_at LIMIT ?`,
    [now, now, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    enquiryId: row.enquiry_id,
    kind: row.kind,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.body_text,
    listUnsubscribe: row.list_unsubscribe,
  }));
}

/**
 * Claims a listed mail for `claim.owner` until `claim.until`, or resolves to null when it is no
 * longer due and free. A claim is a conditional update, so two workers (two server instances on one
 * database) never take the same row; the owner renews it while the mail is being sent (renewClaim).
 */
export async function claimMail(db: Queryable, mail: OutboxMail, claim: Claim): Promise<ClaimedMail | null> {
  const taken = await db.all<{ attempts: number | string }>(
    `UPDATE outbox SET locked_until = ?, locked_by = ?, attempts = attempts + 1
     WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
     RETURNING attempts`,
    [claim.until, claim.owner, mail.id, claim.now, claim.now],
  );
  return taken.length === 1 ? { ...mail, attempts: Number(taken[0]!.attempts) } : null;
}

/** Extends `owner`'s claim on a mail; resolves to false when the claim is no longer its own. */
export async function renewClaim(db: Queryable, id: string, owner: string, until: string): Promise<boolean> {
  const changed = await db.run(`UPDATE outbox SET locked_until = ? WHERE id = ? AND locked_by = ? AND status = 'pending'`, [until, id, owner]);
  return changed === 1;
}

export async function markSent(db: Queryable, id: string, at: string): Promise<void> {
  await db.run(`UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ?`, [at, id]);
}

/** Gives a claimed mail up: it is not tried again unless an operator retries it (retryMailNow). */
export async function markFailed(db: Queryable, id: string, owner: string, at: string, error: string): Promise<void> {
  await db.run(`UPDATE outbox SET status = 'failed', failed_at = ?, locked_until = NULL, locked_by = NULL, last_error = ? WHERE id = ? AND locked_by = ?`, [
    at,
    error.slice(0, 500),
    id,
    owner,
  ]);
}

/** Lets `owner`'s claim go with the next attempt's time; a claim another worker holds by now is left alone. */
export async function scheduleRetry(db: Queryable, id: string, owner: string, nextAttemptAt: string, error: string): Promise<void> {
  await db.run(`UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, locked_by = NULL, last_error = ? WHERE id = ? AND locked_by = ?`, [
    nextAttemptAt,
    error.slice(0, 500),
    id,
    owner,
  ]);
}

export type OutboxStats = { pending: number; sent: number; failed: number; oldestPendingAt: string | null; lastError: string | null };

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
    failed: Number(counts.find((c) => c.status === 'failed')?.n ?? 0),
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

/** One mail as the dashboard shows it: where it stands, how often it was tried, the last SMTP error. */
export type MailState = {
  id: string;
  createdAt: string;
  enquiryId: string | null;
  kind: MailKind;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  /** When the mail was given up (status 'failed'). */
  failedAt: string | null;
};

type MailStateRow = {
  id: string;
  created_at: string;
  enquiry_id: string | null;
  kind: MailKind;
  to_address: string;
  subject: string;
  status: string;
  attempts: number | string;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
};

const mailState = (r: MailStateRow): MailState => ({
  id: r.id,
  createdAt: r.created_at,
  enquiryId: r.enquiry_id,
  kind: r.kind,
  to: r.to_address,
  subject: r.subject,
  status: r.status,
  attempts: Number(r.attempts),
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  sentAt: r.sent_at,
  failedAt: r.failed_at,
});

const MAIL_STATE_COLUMNS = 'id, created_at, enquiry_id, kind, to_address, subject, status, attempts, next_attempt_at, last_error, sent_at, failed_at';

export async function listMailStatesFor(db: Queryable, enquiryId: string): Promise<MailState[]> {
  const rows = await db.all<MailStateRow>(
    `SELECT ${MAIL_STATE_COLUMNS} FROM outbox WHERE enquiry_id = ? ORDER BY created_at, CASE kind WHEN 'notification' THEN 0 ELSE 1 END, id`,
    [enquiryId],
  );
  return rows.map(mailState);
}

/** Mails not yet sent: those given up first, then those that failed at least once, oldest first. */
export async function listUnsentMail(db: Queryable, limit = 500): Promise<MailState[]> {
  const rows = await db.all<MailStateRow>(
    `SELECT ${MAIL_STATE_COLUMNS} FROM outbox WHERE status IN ('failed', 'pending')
     ORDER BY CASE WHEN status = 'failed' THEN 0 WHEN last_error IS NULL THEN 2 ELSE 1 END, created_at LIMIT ?`,
    [limit],
  );
  return rows.map(mailState);
}

/**
 * Makes an unsent mail due now (an operator's retry); a mail that was given up gets its full
 * round of tries again. Resolves to false when it was sent or is gone.
 */
export async function retryMailNow(db: Queryable, id: string, now: string): Promise<boolean> {
  const changed = await db.run(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, failed_at = NULL, attempts = CASE WHEN status = 'failed' THEN 0 ELSE attempts END
     WHERE id = ? AND status IN ('failed', 'pending')`,
    [now, id],
  );
  return changed === 1;
}
