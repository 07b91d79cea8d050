/*
 * The rate limits' store when instances share a PostgreSQL database: @fastify/rate-limit counts
 * each key's hits in the database (db/rate-limit-repo.ts) rather than in each process, so the POST
 * budget and the sign-in limit hold for all instances together, as if there were one. Keys name
 * their limit (limitKey), since every limiter counts in the one table.
 */
import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Database } from './db/connection';
import { countHit, deleteEndedWindows } from './db/rate-limit-repo';

/** How often the store forgets windows that have ended (at most; only when it is counting). */
const FORGET_EVERY_MS = 60_000;

/** The block of IPv6 addresses counted as one client: a /56, what a provider gives one customer (a /64 is one of their networks). */
const IPV6_CLIENT_PREFIX = 56;

/** The key of a limit for a request: the limit's name and the client's address (an IPv6 client's /56). */
export const limitKey = (limit: string) => (request: FastifyRequest) => `${limit}:${normalizeIP(request.ip, IPV6_CLIENT_PREFIX)}`;

export function sharedRateLimitStore(db: Database, onError: (message: string, detail: Record<string, unknown>) => void): FastifyRateLimitStoreCtor {
  let forgottenAt = 0;
  class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      countHit(db, key, now, timeWindow).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: Math.max(0, resetsAt - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      if (now - forgottenAt >= FORGET_EVERY_MS) {
        forgottenAt = now;
        deleteEndedWindows(db, now).catch((error: unknown) =>
          onError('ended rate-limit windows not forgotten', { error: error instanceof Error ? error.message : String(error) }),
        );
      }
    }
    child(): FastifyRateLimitStore {
      return new SharedStore();
    }
  }
  return SharedStore;
}
