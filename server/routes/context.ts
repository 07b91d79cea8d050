/* What the route modules share: what the domain modules work with, and the limits. */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { DomainContext } from '../domain-context';
import type { Outbox } from '../mail/outbox';
import type { PageRenderer } from '../page-renderer';
import { fillCopy } from '../../src/lib/fill-copy';
import { ERROR_MESSAGES, errorCopy, RequestError } from './errors';
import { browserPost, type RefusalPage } from './refusals';

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
 * How deep arrays and objects may sit inside one another in a JSON body. Every body the API takes is
 * one object of text fields; a deeper one is refused before it is parsed, so nothing that walks it
 * later (the typed-bytes count, the schema) can run out of stack.
 */
export const MAX_JSON_DEPTH = 16;

/** Whether `json` opens more than `max` arrays or objects inside one another (brackets in strings do not count). */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** Fastify's own JSON parser (which refuses __proto__ and constructor.prototype), behind the depth limit. */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new RequestError(400, 'too_deeply_nested', errorCopy.tooDeeplyNested), undefined);
      return;
    }
    // Fastify's own parser answers through `done`, or as a promise in its async form.
    const parsed = parse(request, text, done);
    if (parsed instanceof Promise) parsed.then((body: unknown) => done(null, body), done);
  });
}

/**
 * Options for every POST route: the per-address rate limit when it is on (before the body is read),
 * then 415 unless the body came as `type`, then 413 when what it holds is over the limit. With
 * `page`, a browser is answered with it when the route refuses its request (refusals.ts).
 */
export function postOptions(ctx: RouteContext, type: BodyType, page?: RefusalPage): RouteShorthandOptions {
  const checks: preValidationAsyncHookHandler[] = [
    requireContentType(type),
    (request) => (typedBytes(request.body) > ctx.bodyLimit ? Promise.reject(new RequestError(413, ...ERROR_MESSAGES[413]!)) : Promise.resolve()),
  ];
  if (page) {
    const browser = browserPost(page, ctx.rateLimit);
    return { ...browser, preValidation: [...browser.preValidation, ...checks] };
  }
  return { ...(ctx.rateLimit ? { onRequest: ctx.rateLimit } : {}), preValidation: checks };
}

/** A preValidation hook that refuses with 415 unless the body came as `type`. */
function requireContentType(type: BodyType): preValidationAsyncHookHandler {
  return (request) =>
    mediaTypeOf(request) === type
      ? Promise.resolve()
      : Promise.reject(new RequestError(415, 'unsupported_media_type', fillCopy(errorCopy.unsupportedMediaType, { type })));
}

const mediaTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * A preValidation hook for a link page's button: a body, when there is one, came as a form (or as
 * one of `more`), else 415. A program's JSON or text body is not a form, even where it would parse.
 */
export function requireFormBody(...more: string[]): preValidationAsyncHookHandler {
  const types = ['application/x-www-form-urlencoded', ...more];
  return (request) => {
    const given = mediaTypeOf(request);
    if (given === '' || types.includes(given)) return Promise.resolve();
    return Promise.reject(new RequestError(415, 'unsupported_media_type', fillCopy(errorCopy.unsupportedMediaType, { type: types[0]! })));
  };
}
