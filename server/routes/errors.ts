/*
 * One error shape for every 4xx: { error: { code, message, fields? } }. /sendmail.php adds
 * success: false, the field its original clients read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { getErrorCopy } from '../../src/content/error-copy';
import { getFormsCopy } from '../../src/content/forms-copy';
import { fillCopy, fillCounted } from '../../src/lib/fill-copy';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/locale';
import { HONEYPOT_FIELD, problemMessage } from '../../src/lib/enquiry-rules';
import { enquiryProblems, firstEnquiryProblem } from '../../src/schemas/enquiry';
import { paths } from '../../src/lib/paths';

/** The words of the API's error answers (content/copy/errors.yaml), in English: a program reads the codes, a person the English words. */
export const errorCopy = getErrorCopy(DEFAULT_LOCALE);

/** The code and message of each status the app answers with, when the route has nothing more precise to say. */
export const ERROR_MESSAGES: Record<number, [string, string]> = {
  400: ['bad_request', errorCopy.badRequest],
  404: ['not_found', errorCopy.notFound],
  405: ['method_not_allowed', errorCopy.methodNotAllowed],
  413: ['payload_too_large', errorCopy.payloadTooLarge],
  415: ['unsupported_media_type', fillCopy(errorCopy.unsupportedMediaType, { type: 'application/json' })],
  429: ['rate_limited', errorCopy.rateLimitedSoon],
};

/** A request the client got wrong, raised by a parser or hook: answered with its own status, code and message. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function errorBody(request: FastifyRequest, code: string, message: string, fields?: Record<string, string>) {
  const body: ApiErrorBody & { success?: false } = { error: { code, message, ...(fields ? { fields } : {}) } };
  return request.url.split('?')[0] === paths.api.mail ? { success: false as const, ...body } : body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, code, message, fields));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_TEXT: [(text: string) => boolean, string][] = [
  [(text) => text.includes('\u0000'), errorCopy.removeNul],
  [(text) => LONE_SURROGATE.test(text), errorCopy.removeBrokenCharacter],
];

/** `field` is the one `message` is about, when it is about one; `fields` has every field's problem. */
export type Invalid = { ok: false; status: number; code: string; message: string; field?: string; fields?: Record<string, string> };
export type Parsed<T> = { ok: true; data: T } | Invalid;

const invalid = (code: string, message: string, about?: { field: string; fields: Record<string, string> }, status = 400): Invalid => ({
  ok: false,
  status,
  code,
  message,
  ...about,
});

/**
 * Checks a request body against a shared schema and says what is wrong the way the forms do: the
 * unknown fields, then the wrong types, then the first problem in the order the visitor sees it,
 * with every field's problem in `fields`. The schema (a strict object) finds them all; this only
 * puts them in that order. A field's problem is in `locale`, the language of the visitor's page.
 */
export function parseBody<S extends z.ZodMiniObject>(schema: S, body: unknown, locale: Locale = DEFAULT_LOCALE): Parsed<z.infer<S>> {
  const result = schema.safeParse(body);
  const issues = result.success ? [] : result.error.issues;
  if (issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')) {
    return invalid('invalid_body', errorCopy.invalidBody);
  }
  const unknown = issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
  if (unknown.length > 0) {
    const list = unknown
      .slice(0, 5)
      .map((key) => JSON.stringify(key.slice(0, 40)))
      .join(', ');
    return invalid('unknown_field', fillCounted(errorCopy.unknownFields, unknown.length, DEFAULT_LOCALE, { fields: list }));
  }
  // A missing field is the visitor's to fill in (below); a field sent as anything but text is the client's mistake.
  const record = body as Record<string, unknown>;
  const wrongType = issues
    .filter((issue) => issue.code === 'invalid_type' && record[String(issue.path[0])] !== undefined)
    .map((issue) => String(issue.path[0]));
  if (wrongType.length > 0) {
    const fields = Object.fromEntries(wrongType.map((key) => [key, fillCopy(errorCopy.wrongType, { field: key })]));
    return invalid('invalid_type', fillCopy(errorCopy.wrongType, { field: wrongType[0]! }), { field: wrongType[0]!, fields });
  }
  // No form can type these, and neither database stores them faithfully: PostgreSQL refuses NUL in
  // text, and half of a UTF-16 surrogate pair has no UTF-8 form (SQLite would keep invalid bytes).
  // The trap field is never checked: a filled one is answered like any submission (isHoneypotHit).
  const texts = Object.keys(schema.shape).filter((key) => key !== HONEYPOT_FIELD && typeof record[key] === 'string');
  for (const [isForbidden, fix] of FORBIDDEN_TEXT) {
    const field = texts.find((key) => isForbidden(record[key] as string));
    if (field) return invalid('invalid_text', fillCopy(errorCopy.invalidText, { field }), { field, fields: { [field]: fix } }, 422);
  }
  if (result.success) return { ok: true, data: result.data };
  // The forms' own words for each problem (content/copy/forms.yaml), as the browser shows them.
  const words = getFormsCopy(locale);
  const fields: Record<string, string> = {};
  for (const problem of enquiryProblems(result.error)) fields[problem.field] ??= problemMessage(problem, words);
  const problem = firstEnquiryProblem(result.error);
  return invalid('validation_failed', problemMessage(problem, words), { field: problem.field, fields }, 422);
}
