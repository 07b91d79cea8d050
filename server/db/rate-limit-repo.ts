/*
 * Counts of hits per key and window: the rate limits', shared by every instance on one PostgreSQL
 * database (see rate-limit-store.ts), and, on either database, the link requests of each address
 * at /your-data (data-rights.ts).
 */
import type { Queryable } from './connection';

/**
 * Counts one hit of `key` at `now` and resolves to the hits of its window and when that window
 * ends. A window that has ended starts again with this hit. One statement, so two instances
 * counting the same key at once both count.
 */
export async function countHit(db: Queryable, key: string, now: number, windowMs: number): Promise<{ hits: number; resetsAt: number }> {
  const rows = await db.all<{ hits: number | string; resets_at: number | string }>(
    `INSERT INTO rate_limits (key, hits, resets_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.resets_at <= ? THEN 1 ELSE rate_limits.hits + 1 END,
       resets_at = CASE WHEN rate_limits.resets_at <= ? THEN excluded.resets_at ELSE rate_limits.resets_at END
     RETURNING hits, resets_at`,
    [key, now + windowMs, now, now],
  );
  const row = rows[0]!;
  return { hits: Number(row.hits), resetsAt: Number(row.resets_at) };
}

/** Forgets the windows that ended before `now`; resolves to how many. */
export async function deleteEndedWindows(db: Queryable, now: number): Promise<number> {
  return db.run('DELETE FROM rate_limits WHERE resets_at <= ?', [now]);
}
