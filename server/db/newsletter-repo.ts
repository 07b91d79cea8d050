/* Newsletter subscribers: one row per address, so subscribing twice changes nothing. */
import type { Queryable } from './connection';

/**
 * Resolves to true when the address is new. With a token hash, the subscription waits for its
 * confirmation (double opt-in); without one (tests, imports) it counts as confirmed.
 */
export async function subscribe(db: Queryable, email: string, at: string, consentVersion: string, tokenHash?: string): Promise<boolean> {
  const changed = await db.run(
    'INSERT INTO newsletter_subscribers (email, created_at, consent_version, token_hash, confirmed_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING',
    [email, at, consentVersion, tokenHash ?? null, tokenHash ? null : at],
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

export async function isSubscriberToken(db: Queryable, tokenHash: string): Promise<boolean> {
  return (await db.all('SELECT email FROM newsletter_subscribers WHERE token_hash = ?', [tokenHash])).length === 1;
}

/** Erases the addresses never confirmed since `before`; resolves to how many. */
export async function eraseUnconfirmed(db: Queryable, before: string): Promise<number> {
  return db.run('DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND created_at <= ?', [before]);
}

export type Subscriber = { email: string; createdAt: string; consentVersion: string; confirmedAt: string | null };

export async function listSubscribers(db: Queryable): Promise<Subscriber[]> {
  const rows = await db.all<{ email: string; created_at: string; consent_version: string; confirmed_at: string | null }>(
    'SELECT email, created_at, consent_version, confirmed_at FROM newsletter_subscribers ORDER BY created_at DESC, email',
  );
  return rows.map((r) => ({ email: r.email, createdAt: r.created_at, consentVersion: r.consent_version, confirmedAt: r.confirmed_at }));
}
