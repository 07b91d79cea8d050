/*
 * Each submission is taken once. A client sends one again when it never heard the answer: the
 * connection dropped after the commit, the server was killed between the commit and the answer,
 * a browser resent a form. A submission is named by the route it came to, the idempotency key its
 * client made for it (the Idempotency-Key header, or a form's hidden field; '' for a form that has
 * none) and a hash of what it says, so a key shared by mistake (a cached page's) never merges two
 * different submissions. Its record commits with what it stored; a repeat is answered with what
 * the first one got, and stores nothing. Records are kept for a day (retention.ts forgets them).
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Queryable } from './db/connection';
import { findSubmission, insertSubmission, type SubmissionId } from './db/submissions-repo';

export type { SubmissionId } from './db/submissions-repo';

/** How long a submission is remembered: longer than any client retries one. */
export const SUBMISSION_MEMORY_MS = 24 * 3_600_000;

/** The hash of what a submission says: its fields as taken, whatever their order. */
export function fingerprintOf(fields: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('base64url');
}

/** What taking a submission gave, and whether that was the answer to an earlier one. */
export type Taken<T> = { result: T; isRepeat: boolean };

/**
 * Takes a submission (`take`, in one transaction with its record) unless `id` names one taken
 * before; then resolves to what that one gave, read with `schema`. Of two of the same at once, one
 * commits and the other's record collides: it answers with the first one's result. Without an `id`
 * every request is a submission of its own.
 */
export async function takeOnce<T>(
  db: Database,
  id: SubmissionId | null,
  schema: z.ZodType<T>,
  at: string,
  take: (tx: Queryable) => Promise<T>,
): Promise<Taken<T>> {
  if (id === null) return { result: await db.transaction(take), isRepeat: false };
  const earlier = async () => {
    const result = await findSubmission(db, id);
    return result === null ? null : { result: schema.parse(JSON.parse(result)), isRepeat: true };
  };
  const first = await earlier();
  if (first) return first;
  try {
    const result = await db.transaction(async (tx) => {
      const value = await take(tx);
      await insertSubmission(tx, id, JSON.stringify(value), at);
      return value;
    });
    return { result, isRepeat: false };
  } catch (error) {
    const raced = await earlier();
    if (raced) return raced;
    throw error;
  }
}
