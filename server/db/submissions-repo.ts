/* Submissions taken once (server/submissions.ts): what the first taking of each gave. */
import type { Queryable } from './connection';

/** A submission: the route it came to, its client's idempotency key ('' for none) and a hash of what it said. */
export type SubmissionId = { route: string; key: string; fingerprint: string };

/** What the first taking of a submission gave (JSON), or null when it was not taken before. */
export async function findSubmission(db: Queryable, id: SubmissionId): Promise<string | null> {
  const rows = await db.all<{ result: string }>('SELECT result FROM submissions WHERE route = ? AND idempotency_key = ? AND fingerprint = ?', [
    id.route,
    id.key,
    id.fingerprint,
  ]);
  return rows[0]?.result ?? null;
}

/** Records a submission's taking; fails (a unique key) when the same submission was recorded first. */
export async function insertSubmission(db: Queryable, id: SubmissionId, result: string, at: string): Promise<void> {
  await db.run('INSERT INTO submissions (route, idempotency_key, fingerprint, result, created_at) VALUES (?, ?, ?, ?, ?)', [
    id.route,
    id.key,
    id.fingerprint,
    result,
    at,
  ]);
}

/** Forgets submissions recorded before `before`; resolves to how many. */
export async function deleteSubmissionsBefore(db: Queryable, before: string): Promise<number> {
  return db.run('DELETE FROM submissions WHERE created_at < ?', [before]);
}
