/*
 * A form a browser posts without JavaScript that the server refuses before its route can take it:
 * more than it takes (413), sent in a way it does not read (415), or one POST too many (429). A
 * client that asks for JSON gets the error shape, as everywhere; a browser gets the form's own page
 * again, saying what happened and what to do, with what it typed where that could be read. The POST
 * limit is counted before the body is read, as on every POST route; a browser's refused post is
 * still read (within the body limit) before it is answered, so what the visitor typed comes back.
 */
import type { FastifyError, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { fillCounted } from '../../src/lib/fill-copy';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/lib/locale';
import { LOCALE_FIELD } from '../../src/lib/enquiry-rules';

/** Whether the request came from a browser's form, which reads a page, rather than from a program that reads JSON. */
export const wantsHtml = (request: FastifyRequest) => /text\/html/i.test(request.headers.accept ?? '');

/** The language of the page a form was posted from (its hidden field), valid or not the rest of the form: English when it names none of the site's. */
export function formLocale(body: unknown): Locale {
  if (typeof body !== 'object' || body === null) return DEFAULT_LOCALE;
  const locale = (body as Record<string, unknown>)[LOCALE_FIELD];
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Why a form was refused, in the visitor's words and language, and its status. */
export type Refusal = { status: 413 | 415 | 429; message: string; locale: Locale };

/** Answers a refused form with its page; `request.body` holds what was typed, when it could be read. */
export type RefusalPage = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal) => Promise<FastifyReply>;

const isRefusalStatus = (status: unknown): status is Refusal['status'] => status === 413 || status === 415 || status === 429;

/** The words of a refusal in `locale`; a wait is told in whole minutes, from the Retry-After the limit set. */
function refusalOf(status: Refusal['status'], reply: FastifyReply, locale: Locale): Refusal {
  const { refused } = getFormResultCopy(locale);
  switch (status) {
    case 413:
      return { status, locale, message: refused.tooLarge };
    case 415:
      return { status, locale, message: refused.unreadable };
    case 429: {
      const seconds = Number(reply.getHeader('retry-after'));
      const minutes = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
      return { status, locale, message: fillCounted(refused.tooMany, minutes, locale) };
    }
  }
}

/** A browser's post the POST limit refused, held until its body has been read. */
const heldRefusals = new WeakMap<FastifyRequest, Error>();

/** Raises a held refusal once the body has been read, so the refusal's page can show what was typed. */
const answerHeldRefusal: preValidationAsyncHookHandler = async (request) => {
  const held = heldRefusals.get(request);
  if (held) throw held;
};

/**
 * Route options for a form a browser posts: the POST limit (when it is on), and `page` as the answer
 * to a browser when the post is refused. A preValidation hook that raises a RequestError of 413 or
 * 415 after these is answered the same way.
 */
export function refusedWithPage(
  limit: onRequestAsyncHookHandler | null,
  page: RefusalPage,
): RouteShorthandOptions & { preValidation: preValidationAsyncHookHandler[] } {
  const countPost: onRequestAsyncHookHandler = async function (request, reply) {
    if (!limit) return;
    try {
      await limit.call(this, request, reply);
    } catch (error) {
      if (!wantsHtml(request) || !(error instanceof Error)) throw error;
      heldRefusals.set(request, error);
    }
  };
  return {
    onRequest: countPost,
    preValidation: [answerHeldRefusal],
    errorHandler: async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // A refused post whose body could not be read either is still answered as refused.
      const status = heldRefusals.has(request) ? 429 : error.statusCode;
      if (!wantsHtml(request) || !isRefusalStatus(status)) throw error;
      return page(request, reply, refusalOf(status, reply, formLocale(request.body)));
    },
  };
}
