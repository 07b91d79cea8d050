/* Newsletter subscribers: one row per address, so subscribing twice changes nothing. */
import { subscriberRecordSchema, type Subscriber } from '../../src/schemas/records';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/locale';
import type { Queryable, Row } from './connection';
import { columnsOf, fieldsOf } from './rows';

export type { Subscriber } from '../../src/schemas/records';

const SUBSCRIBER_COLUMNS = columnsOf(subscriberRecordSchema);
const SUBSCRIBER_SELECT = `SELECT ${[...SUBSCRIBER_COLUMNS.values()].join(', ')} FROM newsletter_subscribers`;
const fromRow = (row: Row): Subscriber => subscriberRecordSchema.parse(fieldsOf(row, SUBSCRIBER_COLUMNS));

/**
 * Resolves to true when the address is new. With a token hash, the subscription waits for its
 * confirmation (double opt-in) and keeps the language it was given in; without one (tests,
 * imports) it counts as confirmed, in English.
 */
export async function subscribe(
  db: Queryable,
  email: string,
  at: string,
  consentVersion: string,
  pending?: { tokenHash: string; locale: Locale },
): Promise<boolean> {
  const changed = await db.run(
    'INSERT INTO newsletter_subscribers (email, created_at, consent_version, locale, token_hash, confirmed_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
    [email, at, consentVersion, pending?.locale ?? DEFAULT_LOCALE, pending?.tokenHash ?? null, pending ? null : at],
  );
  return changed === 1;
}

/** Confirms the subscription a link's token stands for; resolves to false for an unknown token. */
export async function confirmSubscription(db: Queryable, tokenHash: string, at: string): Promise<boolean> {
  return (await db.run('UPDATE newsletter_subscribers SET confirmed_at = COALESCE(confirmed_at, ?) WHERE token_hash = ?', [at, tokenHash])) === 1;
}

/** Takes the address a link's token stands for off the list; resolves to false for an unknown token. */
export async function unsubscribe(db: Queryable, tokenHash: string): Promise<boolean> {
  return (await db.run('DELETE FROM newsletter_subscribers WHERE token_hash = ?', [tokenHash])) === 1;
}

/** Whether the address (`email` in lower case, as subscribe stores it) is on the list, confirmed or not. */
export async function hasSubscriber(db: Queryable, email: string): Promise<boolean> {
  return (await db.all('SELECT email FROM newsletter_subscribers WHERE email = ?', [email])).length === 1;
}

export async function isSubscriberToken(db: Queryable, tokenHash: string): Promise<boolean> {
  return (await db.all('SELECT email FROM newsletter_subscribers WHERE token_hash = ?', [tokenHash])).length === 1;
}

/** Erases the addresses never confirmed since `before`; resolves to how many. */
export async function eraseUnconfirmed(db: Queryable, before: string): Promise<number> {
  return db.run('DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND created_at <= ?', [before]);
}

export async function listSubscribers(db: Queryable): Promise<Subscriber[]> {
  const rows = await db.all(`${SUBSCRIBER_SELECT} ORDER BY created_at DESC, email`);
  return rows.map(fromRow);
}

/** The subscription of an address (any case; `email` in lower case), if there is one. */
export async function listSubscriptionsOf(db: Queryable, email: string): Promise<Subscriber[]> {
  const rows = await db.all(`${SUBSCRIBER_SELECT} WHERE LOWER(email) = ?`, [email]);
  return rows.map(fromRow);
}

/** Erases the subscription of an address (`email` in lower case); resolves to how many rows went. */
export async function deleteSubscriptionsOf(db: Queryable, email: string): Promise<number> {
  return db.run('DELETE FROM newsletter_subscribers WHERE LOWER(email) = ?', [email]);
}
