/*
 * The data-rights links mailed to an address (single use, expiring) and the record of each
 * erasure (a salted hash of the address, never the address). All SQL is parameterised.
 */
import type { Queryable } from './connection';

export type LinkPurpose = 'data' | 'keep';

export type NewDataLink = { id: string; email: string; createdAt: string; expiresAt: string; purpose: LinkPurpose };

export async function insertDataLink(db: Queryable, link: NewDataLink): Promise<void> {
  await db.run('INSERT INTO data_links (id, email, created_at, expires_at, purpose) VALUES (?, ?, ?, ?, ?)', [
    link.id,
    link.email,
    link.createdAt,
    link.expiresAt,
    link.purpose,
  ]);
}

/** The address of a link that is unused and unexpired at `now`, for `purpose`; null otherwise. */
export async function findLiveLink(db: Queryable, id: string, now: string, purpose: LinkPurpose): Promise<string | null> {
  const rows = await db.all<{ email: string }>('SELECT email FROM data_links WHERE id = ? AND used_at IS NULL AND expires_at > ? AND purpose = ?', [
    id,
    now,
    purpose,
  ]);
  return rows[0]?.email ?? null;
}

/** Marks a link used; resolves to false when another request used it first. */
export async function markLinkUsed(db: Queryable, id: string, at: string): Promise<boolean> {
  return (await db.run('UPDATE data_links SET used_at = ? WHERE id = ? AND used_at IS NULL', [at, id])) === 1;
}

export async function deleteLinksOf(db: Queryable, email: string): Promise<void> {
  await db.run('DELETE FROM data_links WHERE email = ?', [email]);
}

export async function deleteExpiredLinks(db: Queryable, now: string): Promise<void> {
  await db.run('DELETE FROM data_links WHERE expires_at <= ?', [now]);
}

export type ErasureRecord = {
  id: string;
  erasedAt: string;
  salt: string;
  emailHash: string;
  via: string;
  enquiries: number;
  subscriptions: number;
  mails: number;
};

export async function insertErasure(db: Queryable, erasure: ErasureRecord): Promise<void> {
  await db.run('INSERT INTO erasures (id, erased_at, salt, email_hash, via, enquiries, subscriptions, mails) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    erasure.id,
    erasure.erasedAt,
    erasure.salt,
    erasure.emailHash,
    erasure.via,
    erasure.enquiries,
    erasure.subscriptions,
    erasure.mails,
  ]);
}

/** Every erasure's time, means and salted hash, oldest first. */
export async function listErasures(db: Queryable): Promise<Pick<ErasureRecord, 'erasedAt' | 'salt' | 'emailHash' | 'via'>[]> {
  const rows = await db.all<{ erased_at: string; salt: string; email_hash: string; via: string }>(
    'SELECT erased_at, salt, email_hash, via FROM erasures ORDER BY erased_at',
  );
  return rows.map((row) => ({ erasedAt: row.erased_at, salt: row.salt, emailHash: row.email_hash, via: row.via }));
}

/** Whether anything is kept about an address (`email` in lower case): an enquiry or a subscription. */
export async function isKnownAddress(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.all<{ n: number | string }>(
    `SELECT (SELECT COUNT(*) FROM enquiries WHERE LOWER(email) = ?) + (SELECT COUNT(*) FROM newsletter_subscribers WHERE LOWER(email) = ?) AS n`,
    [email, email],
  );
  return Number(rows[0]?.n ?? 0) > 0;
}
