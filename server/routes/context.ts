/* What the route modules share: what the domain modules work with, and the limits. */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { DomainContext } from '../domain-context';
import type { Outbox } from '../mail/outbox';
import type { PageRenderer } from '../page-renderer';
import { fillCopy } from '../../src/lib/fill-copy';
import { ERROR_MESSAGES, errorCopy, sendError } from './errors';

export type RouteContext = DomainContext & {
  /** The outbox and its worker (health reports on it). */
  outbox: Outbox;
  /** The per-address rate limit, one budget shared by every POST route; null when lifted. */
  rateLimit: onRequestAsyncHookHandler | null;
  /** The most a visitor may type into one request, in UTF-8 bytes, whatever the encoding. */
  bodyLimit: number;
  /** Renders the server's own pages (answers, /your-data, the newsletter links' pages). */
  renderPage: PageRenderer;
};

export type BodyType = 'application/json' | 'application/x-www-form-urlencoded';

/**
 * How many bytes on the wire one typed byte can take at worst: JSON may write an ASCII character
 * as \u00XX (6), a form writes each byte as %XX (3). Bodies are read up to bodyLimit times this,
 * then measured on what they hold.
 */
export const ENCODING_GROWTH: Record<BodyType, number> = { 'application/json': 6, 'application/x-www-form-urlencoded': 3 };

/** The UTF-8 bytes of the text a parsed body holds: its keys and values, without the encoding. */
export function typedBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + typedBytes(item), 0);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).reduce((sum, [key, item]) => sum + Buffer.byteLength(key) + typedBytes(item), 0);
  return String(value).length;
}

/**
 * Options for every POST route: the per-address rate limit when it is on (before the body is read),
 * then 415 unless the body came as `type`, then 413 when what it holds is over the limit.
 */
export function postOptions(ctx: RouteContext, type: BodyType): RouteShorthandOptions {
  return {
    ...(ctx.rateLimit ? { onRequest: ctx.rateLimit } : {}),
    preValidation: [
      requireContentType(type),
      async (request, reply) => {
        if (typedBytes(request.body) > ctx.bodyLimit) return sendError(request, reply, 413, ...ERROR_MESSAGES[413]!);
      },
    ],
  };
}

/** A preValidation hook that answers 415 unless the body came as `type`. */
function requireContentType(type: BodyType) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (given !== type) {
      return sendError(request, reply, 415, 'unsupported_media_type', fillCopy(errorCopy.unsupportedMediaType, { type }));
    }
  };
}
