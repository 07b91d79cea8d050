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

