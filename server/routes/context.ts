/* What the route modules share: the database, the outbox, the clock and the limits. */
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import type { Outbox } from '../mail/outbox';
import { sendError } from './errors';

export type RouteContext = {
  db: Database;
  outbox: Outbox;
  clock: Clock;
  /** The privacy policy version stored as consent with each enquiry and subscription. */
  consentVersion: string;
  rateLimit: { max: number; timeWindow: number } | false;
};

/** Options for every POST route: the per-address rate limit, when it is on. */
export function postOptions(ctx: RouteContext): RouteShorthandOptions {
  return ctx.rateLimit ? { config: { rateLimit: ctx.rateLimit } } : {};
}

/** A preValidation hook that answers 415 unless the body came as `type`. */
export function requireContentType(type: 'application/json' | 'application/x-www-form-urlencoded') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (given !== type) {
      return sendError(request, reply, 415, 'unsupported_media_type', `Send the body as ${type}.`);
    }
  };
}
