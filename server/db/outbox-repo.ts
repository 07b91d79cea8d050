/* The mail outbox: rows written in the transaction that accepts an enquiry, sent later by the worker. */
import { mailStateSchema, outboxMailSchema, type MailState, type OutboxMail } from '../../src/schemas/records';
import type { Queryable, Row } from './connection';
import { columnsOf, fieldsOf, insertOf } from './rows';

export type { MailKind, MailState, OutboxMail } from '../../src/schemas/records';

export type ClaimedMail = OutboxMail & { attempts: number };

const MAIL_COLUMNS = columnsOf(outboxMailSchema, { to: 'to_address', text: 'body_text', html: 'body_html' });
const fromRow = (row: Row): OutboxMail => outboxMailSchema.parse(fieldsOf(row, MAIL_COLUMNS));

/** Adds a mail to the outbox, due at once (server/mail/outbox.ts queues every mail the site sends through this). */
export async function queueMail(db: Queryable, mail: OutboxMail): Promise<void> {
  const { sql, values } = insertOf('outbox', MAIL_COLUMNS, mail, { status: 'pending', attempts: 0, next_attempt_at: mail.createdAt });
  await db.run(sql, values);
}

export type Claim = { owner: string; now: string; until: string };

/** Up to `limit` mails due at `now` that no worker holds, oldest first; listing claims nothing. */
export async function listDueMail(db: Queryable, now: string, limit: number): Promise<OutboxMail[]> {
  const rows = await db.all(
    `SELECT ${[...MAIL_COLUMNS.values()].join(', ')} FROM outbox
     WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
     ORDER BY next_attempt_at, created_at LIMIT ?`,
    [now, now, limit],
  );
  return rows.map(fromRow);
}

/**
 * Claims a listed mail for `claim.owner` until `claim.until`, or resolves to null when it is no
 * longer due and free. A claim is a conditional update, so two workers (two server instances on one
 * database) never take the same row; the owner renews it while the mail is being sent (renewClaim).
 */
export async function claimMail(db: Queryable, mail: OutboxMail, claim: Claim): Promise<ClaimedMail | null> {
  const taken = await db.all<{ attempts: number | string }>(
    `UPDATE outbox SET locked_until = ?, locked_by = ?, sending_since = ?, attempts = attempts + 1
     WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
     RETURNING attempts`,
    [claim.until, claim.owner, claim.now, mail.id, claim.now, claim.now],
  );
  return taken.length === 1 ? { ...mail, attempts: Number(taken[0]!.attempts) } : null;
}

/** Extends `owner`'s claim on a mail; resolves to false when the claim is no longer its own. */
export async function renewClaim(db: Queryable, id: string, owner: string, until: string): Promise<boolean> {
  const changed = await db.run(`UPDATE outbox SET locked_until = ? WHERE id = ? AND locked_by = ? AND status = 'pending'`, [until, id, owner]);
  return changed === 1;
}

export async function markSent(db: Queryable, id: string, at: string): Promise<void> {
  await db.run(`UPDATE outbox SET status = 'sent', sent_at = ?, locked_until = NULL, locked_by = NULL, sending_since = NULL, last_error = NULL WHERE id = ?`, [
    at,
    id,
  ]);
}

/** Gives a claimed mail up: it is not tried again unless an operator retries it (retryMailNow). */
export async function markFailed(db: Queryable, id: string, owner: string, at: string, error: string): Promise<void> {
  await db.run(
    `UPDATE outbox SET status = 'failed', failed_at = ?, locked_until = NULL, locked_by = NULL, sending_since = NULL, last_error = ? WHERE id = ? AND locked_by = ?`,
    [at, error.slice(0, 500), id, owner],
  );
}

/** Lets `owner`'s claim go with the next attempt's time; a claim another worker holds by now is left alone. */
export async function scheduleRetry(db: Queryable, id: string, owner: string, nextAttemptAt: string, error: string): Promise<void> {
  await db.run(
    `UPDATE outbox SET next_attempt_at = ?, locked_until = NULL, locked_by = NULL, sending_since = NULL, last_error = ? WHERE id = ? AND locked_by = ?`,
    [nextAttemptAt, error.slice(0, 500), id, owner],
  );
}

export type OutboxStats = {
  pending: number;
  sent: number;
  failed: number;
  oldestPendingAt: string | null;
  lastError: string | null;
  /** When the longest send under way (a live claim) began: the SMTP server has had the mail since. */
  sendingSince: string | null;
};

/** The outbox's counts and, at `now`, the longest send under way on any instance. */
export async function outboxStats(db: Queryable, now: string): Promise<OutboxStats> {
  const counts = await db.all<{ status: string; n: number | string; oldest: string | null }>(
    'SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest FROM outbox GROUP BY status',
  );
  const pending = counts.find((c) => c.status === 'pending');
  const errors = await db.all<{ last_error: string }>(
    `SELECT last_error FROM outbox WHERE status = 'pending' AND last_error IS NOT NULL ORDER BY next_attempt_at DESC LIMIT 1`,
  );
  const sending = await db.all<{ since: string | null }>(
    `SELECT MIN(sending_since) AS since FROM outbox WHERE status = 'pending' AND sending_since IS NOT NULL AND locked_until > ?`,
    [now],
  );
  return {
    pending: Number(pending?.n ?? 0),
    sent: Number(counts.find((c) => c.status === 'sent')?.n ?? 0),
    failed: Number(counts.find((c) => c.status === 'failed')?.n ?? 0),
    oldestPendingAt: pending?.oldest ?? null,
    lastError: errors[0]?.last_error ?? null,
    sendingSince: sending[0]?.since ?? null,
  };
}

const STATE_COLUMNS = columnsOf(mailStateSchema, { to: 'to_address' });
const mailState = (row: Row): MailState => mailStateSchema.parse(fieldsOf(row, STATE_COLUMNS));

const MAIL_STATE_COLUMNS = [...STATE_COLUMNS.values()].join(', ');

export async function listMailStatesFor(db: Queryable, enquiryId: string): Promise<MailState[]> {
  const rows = await db.all(
    `SELECT ${MAIL_STATE_COLUMNS} FROM outbox WHERE enquiry_id = ? ORDER BY created_at, CASE kind WHEN 'notification' THEN 0 ELSE 1 END, id`,
    [enquiryId],
  );
  return rows.map(mailState);
}

/** Mails not yet sent: those given up first, then those that failed at least once, oldest first. */
export async function listUnsentMail(db: Queryable, limit = 500): Promise<MailState[]> {
  const rows = await db.all(
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

const ABOUT_ADDRESS = `LOWER(to_address) = ? OR LOWER(COALESCE(reply_to, '')) = ? OR enquiry_id IN (SELECT id FROM enquiries WHERE LOWER(email) = ?)`;

/** Every mail to, from or about an address (`email` in lower case), oldest first. */
export async function listMailAbout(db: Queryable, email: string): Promise<MailState[]> {
  const rows = await db.all(`SELECT ${MAIL_STATE_COLUMNS} FROM outbox WHERE ${ABOUT_ADDRESS} ORDER BY created_at`, [email, email, email]);
  return rows.map(mailState);
}

/** Erases every mail to, from or about an address (`email` in lower case); resolves to how many. */
export async function deleteMailAbout(db: Queryable, email: string): Promise<number> {
  return db.run(`DELETE FROM outbox WHERE ${ABOUT_ADDRESS}`, [email, email, email]);
}

/** Erases the mails of one enquiry; resolves to how many. */
export async function deleteMailOf(db: Queryable, enquiryId: string): Promise<number> {
  return db.run('DELETE FROM outbox WHERE enquiry_id = ?', [enquiryId]);
}
