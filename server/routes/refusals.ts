/*
 * What a browser gets when a route it sends forms to or opens from a mail cannot take its request:
 * the route's own page again (the form, or the Your data or newsletter page), saying what happened
 * and what to do, with what was typed where that could be read, in the page's language. That holds
 * for every refusal: a body that trickled (408), headers too large (431), a request the parser
 * could not read (400), too much (413), a body it does not read (415), one POST too many (429), a
 * method the route does not take (405), a failure of the server's own (500). A client that asks for
 * JSON gets the error shape, as everywhere.
 *
 * A route names its page in its config (refusalPage); the app's error and not-found handlers answer
 * with it, and so does connections.ts for what Node refuses before any route runs. The POST limit is
 * counted before the body is read, as on every POST route; a browser's refused post is still read
 * (within the body limit) before it is answered, so what the visitor typed comes back.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import { getErrorCopy } from '../../src/content/error-copy';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { fillCounted } from '../../src/lib/fill-copy';
import { DEFAULT_LOCALE, isLocale, splitLocale, type Locale } from '../../src/lib/locale';
import { LOCALE_FIELD } from '../../src/lib/enquiry-rules';
import { sendPage } from './send-page';

/** Whether the request came from a browser, which reads a page, rather than from a program that reads JSON. */
export const wantsHtml = (request: { headers: { accept?: string } }) => /text\/html/i.test(request.headers.accept ?? '');

/** The language of the page a form was posted from (its hidden field), valid or not the rest of the form: English when it names none of the site's. */
export function formLocale(body: unknown): Locale {
  return localeField(body) ?? DEFAULT_LOCALE;
}

function localeField(body: unknown): Locale | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const locale = (body as Record<string, unknown>)[LOCALE_FIELD];
  return isLocale(locale) ? locale : undefined;
}

/** The language of the site's page a request came from (its Referer), when it names one. */
function refererLocale(referer: string | undefined): Locale | undefined {
  if (!referer) return undefined;
  try {
    return splitLocale(new URL(referer).pathname).locale;
  } catch {
    // Not a URL: it names no page.
    return undefined;
  }
}

/** Why a request was refused, in the visitor's words and language, and its status. */
export type Refusal = { status: number; message: string; locale: Locale };

/** What could be read of a refused request: nothing of its body when the refusal came before it was read. */
export type RefusedRequest = { body?: unknown; query?: unknown };

/** A route's page for a browser's request it refused. */
export type RefusalPage = {
  render: (refusal: Refusal, request: RefusedRequest) => Promise<string>;
  /** The language of the route's address (/hi/your-data); a form route's is the form's, or else its page's. */
  locale?: Locale;
  /** Headers every page of the route carries (noindex, no-referrer). */
  headers?: Record<string, string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The page a browser gets when this route refuses its request (routes/refusals.ts). */
    refusalPage?: RefusalPage;
  }
}

/** The words of a refusal in `locale`; a wait is told in whole minutes, from the Retry-After the limit set. */
function refusalMessage(status: number, locale: Locale, retryAfterSeconds: number): string {
  const { refused } = getFormResultCopy(locale);
  const errors = getErrorCopy(locale);
  switch (status) {
    case 408:
      return errors.requestTimeout;
    case 413:
      return refused.tooLarge;
    case 429:
      return fillCounted(refused.tooMany, Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 1, locale);
    case 431:
      return errors.headersTooLarge;
    default:
      return status >= 500 ? errors.internalError : refused.unreadable;
  }
}

/** The page of a refusal and the headers it goes with, for a request of which `request` could be read. */
export async function renderRefusal(
  page: RefusalPage,
  status: number,
  request: RefusedRequest & { referer?: string; retryAfterSeconds?: number },
): Promise<{ html: string; headers: Record<string, string> }> {
  const locale = page.locale ?? localeField(request.body) ?? refererLocale(request.referer) ?? DEFAULT_LOCALE;
  const message = refusalMessage(status, locale, request.retryAfterSeconds ?? Number.NaN);
  return { html: await page.render({ status, message, locale }, request), headers: page.headers ?? {} };
}

/** A browser's post the POST limit refused, held until its body has been read. */
const heldRefusals = new WeakSet<FastifyRequest>();

/**
 * Answers a browser's request its route refused with the route's page, or resolves to null when the
 * route has none or the client reads JSON. A post held back by the POST limit is answered as
 * refused by it, whatever else went wrong with its body.
 */
export async function answerRefusal(request: FastifyRequest, reply: FastifyReply, status: number, page = request.routeOptions.config.refusalPage) {
  if (!page || !wantsHtml(request)) return null;
  const refusal = heldRefusals.has(request) ? 429 : status;
  const { html, headers } = await renderRefusal(page, refusal, {
    body: request.body,
    query: request.query,
    referer: request.headers.referer,
    retryAfterSeconds: Number(reply.getHeader('retry-after')),
  });
  return sendPage(reply, refusal, html).headers(headers);
}

/** Raises a held refusal once the body has been read, so the refusal's page can show what was typed. */
const answerHeldRefusal: preValidationAsyncHookHandler = (request) =>
  heldRefusals.has(request) ? Promise.reject(new Error('held by the POST limit')) : Promise.resolve();

/** Options for a route a browser opens: `page` answers whatever it refuses. */
export function browserPage(page: RefusalPage): RouteShorthandOptions {
  return { config: { refusalPage: page } };
}

/**
 * Options for a route a browser posts a form to: `page` answers whatever it refuses, and the
 * per-address POST limit (when it is on) is counted before the body is read, its refusal held for
 * a browser until the body has been read.
 */
export function browserPost(
  page: RefusalPage,
  limit: onRequestAsyncHookHandler | null,
): RouteShorthandOptions & { preValidation: preValidationAsyncHookHandler[] } {
  const countPost: onRequestAsyncHookHandler = async function (request, reply) {
    if (!limit) return;
    try {
      await limit.call(this, request, reply);
    } catch (error) {
      if (!wantsHtml(request)) throw error;
      heldRefusals.add(request);
    }
  };
  return { config: { refusalPage: page }, onRequest: countPost, preValidation: [answerHeldRefusal] };
}

/** The page of each path a browser route answers, as the routes declare them: for what is refused before a route is found. */
export function refusalPagesOf(app: FastifyInstance): (pathname: string) => RefusalPage | undefined {
  const pages = new Map<string, RefusalPage>();
  app.addHook('onRoute', (route) => {
    const page = route.config?.refusalPage;
    if (page) pages.set(route.url, page);
  });
  return (pathname) => pages.get(pathname);
}
