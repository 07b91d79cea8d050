/*
 * Each visitor's data rights: what is kept about an e-mail address (its export), its erasure, and
 * the signed, single-use, expiring links that let the person behind the address ask for either.
 *
 * A link's token is `id.expiry.signature`: the signature is an HMAC-SHA256 of the id and expiry
 * with a secret the server makes once and keeps in the database; the id names a data_links row,
 * which is marked used by the first download or erasure (a conditional update, so two clicks
 * cannot both use it). An erasure removes the address's enquiries, newsletter subscription,
 * queued mail and links, and keeps only a salted SHA-256 of the address to show it was done.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from './db/connection';
import type { StoredEnquiry } from './db/enquiries-repo';
import { settingOnce } from './db/settings-repo';

export const LINK_TTL_MS = 24 * 3_600_000;
const LINK_SECRET_SETTING = 'data_link_secret';

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function linkSecret(db: Queryable, now: Date): Promise<string> {
  return settingOnce(db, LINK_SECRET_SETTING, randomBytes(32).toString('base64url'), now.toISOString());
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** Makes a link for `email` valid until now + LINK_TTL_MS; resolves to its token. */
export type LinkPurpose = 'data' | 'keep';

export async function createDataLink(
  db: Queryable,
  secret: string,
  email: string,
  now: Date,
  purpose: LinkPurpose = 'data',
  ttlMs = LINK_TTL_MS,
): Promise<string> {
  const id = randomUUID();
  const expires = new Date(now.getTime() + ttlMs);
  await db.run('INSERT INTO data_links (id, email, created_at, expires_at, purpose) VALUES (?, ?, ?, ?, ?)', [
    id,
    normalEmail(email),
    now.toISOString(),
    expires.toISOString(),
    purpose,
  ]);
  const payload = `${id}.${expires.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The link's id and address when the token is genuine, unexpired and unused; null otherwise. */
export async function checkDataLink(
  db: Queryable,
  secret: string,
  token: string,
  now: Date,
  purpose: LinkPurpose = 'data',
): Promise<{ id: string; email: string } | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) <= now.getTime()) return null;
  const rows = await db.all<{ email: string }>('SELECT email FROM data_links WHERE id = ? AND used_at IS NULL AND expires_at > ? AND purpose = ?', [
    id,
    now.toISOString(),
    purpose,
  ]);
  return rows[0] ? { id, email: rows[0].email } : null;
}

/** Uses a checked link up; resolves to false when another request used it first. */
export async function useDataLink(db: Queryable, id: string, now: Date): Promise<boolean> {
  return (await db.run('UPDATE data_links SET used_at = ? WHERE id = ? AND used_at IS NULL', [now.toISOString(), id])) === 1;
}

/** Whether anything is kept about the address (a request for a link is answered alike either way). */
export async function isKnownAddress(db: Queryable, email: string): Promise<boolean> {
  const e = normalEmail(email);
  const rows = await db.all<{ n: number | string }>(
    `SELECT (SELECT COUNT(*) FROM enquiries WHERE LOWER(email) = ?) + (SELECT COUNT(*) FROM newsletter_subscribers WHERE LOWER(email) = ?) AS n`,
    [e, e],
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

export type PersonalData = {
  email: string;
  exportedAt: string;
  enquiries: (Omit<StoredEnquiry, 'attribution'> & { cameFrom: StoredEnquiry['attribution'] })[];
  newsletter: { email: string; subscribedAt: string; consentVersion: string }[];
  mails: { kind: string; to: string; subject: string; status: string; createdAt: string; sentAt: string | null }[];
};

/** Everything kept about the address, for the person to download. */
export async function collectPersonalData(db: Queryable, email: string, now: Date): Promise<PersonalData> {
  const e = normalEmail(email);
  const enquiries = await db.all<Record<string, string | null>>('SELECT * FROM enquiries WHERE LOWER(email) = ? ORDER BY created_at', [e]);
  const subscribers = await db.all<Record<string, string>>('SELECT * FROM newsletter_subscribers WHERE LOWER(email) = ?', [e]);
  const mails = await db.all<Record<string, string | null>>(
    `SELECT kind, to_address, subject, status, created_at, sent_at FROM outbox
     WHERE LOWER(to_address) = ? OR LOWER(COALESCE(reply_to, '')) = ? OR enquiry_id IN (SELECT id FROM enquiries WHERE LOWER(email) = ?) ORDER BY created_at`,
    [e, e, e],
  );
  return {
    email: e,
    exportedAt: now.toISOString(),
    enquiries: enquiries.map((r) => ({
      id: r.id!,
      createdAt: r.created_at!,
      source: r.source as StoredEnquiry['source'],
      name: r.name!,
      email: r.email!,
      phone: r.phone!,
      subject: r.subject ?? null,
      message: r.message!,
      consentVersion: r.consent_version!,
      consentAt: r.consent_at!,
      mailRequestedAt: r.mail_requested_at ?? null,
      cameFrom: {
        landingPage: r.landing_page ?? null,
        referrer: r.referrer ?? null,
        utmSource: r.utm_source ?? null,
        utmMedium: r.utm_medium ?? null,
        utmCampaign: r.utm_campaign ?? null,
        utmTerm: r.utm_term ?? null,
        utmContent: r.utm_content ?? null,
        gclid: r.gclid ?? null,
        formPage: r.form_page ?? null,
      },
    })),
    newsletter: subscribers.map((r) => ({ email: r.email!, subscribedAt: r.created_at!, consentVersion: r.consent_version! })),
    mails: mails.map((r) => ({
      kind: r.kind!,
      to: r.to_address!,
      subject: r.subject!,
      status: r.status!,
      createdAt: r.created_at!,
      sentAt: r.sent_at ?? null,
    })),
  };
}

export type Erasure = { enquiries: number; subscriptions: number; mails: number };

/** A salted SHA-256 of the address: proves an erasure for whoever knows the address, reveals nothing else. */
function erasureHash(email: string, salt: string): string {
  return createHash('sha256')
    .update(`${salt}:${normalEmail(email)}`)
    .digest('hex');
}

export type ErasureVia = 'link' | 'operator' | 'cli' | 'retention';

/** Records an erasure: when, how and how much, and a salted hash of the address (never the address). */
export async function recordErasure(tx: Queryable, email: string, via: ErasureVia, erased: Erasure, now: Date): Promise<void> {
  const salt = randomBytes(16).toString('hex');
  await tx.run('INSERT INTO erasures (id, erased_at, salt, email_hash, via, enquiries, subscriptions, mails) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    randomUUID(),
    now.toISOString(),
    salt,
    erasureHash(email, salt),
    via,
    erased.enquiries,
    erased.subscriptions,
    erased.mails,
  ]);
}

/** Erases everything kept about the address in one transaction, and records a salted hash of it. */
export async function erasePersonalData(db: Database, email: string, via: ErasureVia, now: Date): Promise<Erasure> {
  const e = normalEmail(email);
  return db.transaction(async (tx) => {
    const mails = await tx.run(
      `DELETE FROM outbox WHERE LOWER(to_address) = ? OR LOWER(COALESCE(reply_to, '')) = ? OR enquiry_id IN (SELECT id FROM enquiries WHERE LOWER(email) = ?)`,
      [e, e, e],
    );
    const enquiries = await tx.run('DELETE FROM enquiries WHERE LOWER(email) = ?', [e]);
    const subscriptions = await tx.run('DELETE FROM newsletter_subscribers WHERE LOWER(email) = ?', [e]);
    await tx.run('DELETE FROM data_links WHERE email = ?', [e]);
    const erased = { enquiries, subscriptions, mails };
    await recordErasure(tx, e, via, erased, now);
    return erased;
  });
}

/** The erasures recorded for an address (found by recomputing each salted hash). */
export async function erasuresOf(db: Queryable, email: string): Promise<{ erasedAt: string; via: string }[]> {
  const rows = await db.all<{ erased_at: string; salt: string; email_hash: string; via: string }>(
    'SELECT erased_at, salt, email_hash, via FROM erasures ORDER BY erased_at',
  );
  return rows.filter((r) => erasureHash(email, r.salt) === r.email_hash).map((r) => ({ erasedAt: r.erased_at, via: r.via }));
}
