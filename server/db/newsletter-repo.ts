/* Newsletter subscribers: one row per address, so subscribing twice changes nothing. */
import type { Queryable } from './connection';

/** Resolves to true when the address is new. */
export async function subscribe(db: Queryable, email: string, at: string, consentVersion: string): Promise<boolean> {
  const changed = await db.run(
    'INSERT INTO newsletter_subscribers (email, created_at, consent_version) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING',
    [email, at, consentVersion],
  );
  return changed === 1;
}

export async function countSubscribers(db: Queryable): Promise<number> {
  const rows = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM newsletter_subscribers');
  return Number(rows[0]?.n ?? 0);
}

export type Subscriber = { email: string; createdAt: string; consentVersion: string };

export async function listSubscribers(db: Queryable): Promise<Subscriber[]> {
  const rows = await db.all<{ email: string; created_at: string; consent_version: string }>(
    'SELECT email, created_at, consent_version FROM newsletter_subscribers ORDER BY created_at DESC, email',
  );
  return rows.map((r) => ({ email: r.email, createdAt: r.created_at, consentVersion: r.consent_version }));
}
