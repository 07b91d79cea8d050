/*
 * What no route answers: an address that is not there (405 naming the methods a known path
 * answers, the API's 404 under /apis/, else the site's not-found page), and a request that failed
 * (the page of its route to a browser on a form route or a link page, else the error shape).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillCopy } from '../../src/lib/fill-copy';
import type { SitePages } from '../site';
import { ERROR_MESSAGES, errorBody, errorCopy, RequestError, sendError } from './errors';
import { answerRefusal, type RefusalPage } from './refusals';

const sendJson = (request: FastifyRequest, reply: FastifyReply, status: 404 | 405) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request, ...ERROR_MESSAGES[status]!));

/**
 * Answers the requests that fail anywhere in `app`, and returns what answers an address no route
 * takes, given the site's pages once they are registered. Called before the routes: it learns
 * the methods each path answers as they are added.
 */
export function fallbackAnswers(app: FastifyInstance, refusalPageOf: (pathname: string) => RefusalPage | undefined) {
  // The methods each path answers, as its routes declare them: any other method there is a 405, in JSON.
  const allowedMethods = new Map<string, string[]>();
  app.addHook('onRoute', ({ url, method }) => {
    const methods = allowedMethods.get(url) ?? [];
    allowedMethods.set(url, [...new Set([...methods, ...[method].flat()])]);
  });

  const notFound = async (request: FastifyRequest, reply: FastifyReply, sitePages: SitePages | null) => {
    const pathname = request.url.split('?')[0]!;
    const allowed = allowedMethods.get(pathname);
    if (allowed) {
      reply.header('allow', allowed.join(', '));
      return (await answerRefusal(request, reply, 405, refusalPageOf(pathname))) ?? sendJson(request, reply, 405);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(request, reply.header('allow', 'GET, HEAD'), 405);
    if (!sitePages || pathname.startsWith('/apis/')) return sendJson(request, reply, 404);
    return sitePages.notFound(request, reply);
  };

  // Set once the site is registered.
  let sitePages: SitePages | null = null;
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    // The site holds nothing forbidden: a GET refused with 403 is a path @fastify/static will not
    // map to a file (a '\\', a dot segment, a name too long), so it is not there, like any other.
    if (status === 403 && (request.method === 'GET' || request.method === 'HEAD')) return notFound(request, reply, sitePages);
    if (status >= 500) request.log.error({ err: { message: error.message, code: error.code } }, 'request failed');
    // A browser on a form route or a link page gets the route's page, whatever went wrong.
    const page = await answerRefusal(request, reply, Math.min(status, 500));
    if (page) return page;
    if (error instanceof RequestError) return sendError(request, reply, error.statusCode, error.code, error.message);
    if (status >= 500) return sendError(request, reply, 500, 'internal_error', errorCopy.internalError);
    const [code, fallback] = ERROR_MESSAGES[status] ?? ['bad_request', errorCopy.invalid];
    // A route a browser posts forms to reads them form-encoded, whatever the JSON API reads.
    const message =
      status === 429
        ? error.message || fallback
        : status === 415 && request.routeOptions.config.refusalPage
          ? fillCopy(errorCopy.unsupportedMediaType, { type: 'application/x-www-form-urlencoded' })
          : fallback;
    return sendError(request, reply, status, code, message);
  });

  /** Once every route is added: what an address none of them takes gets. */
  return (site: SitePages | null) => {
    sitePages = site;
    app.setNotFoundHandler((request, reply) => notFound(request, reply, sitePages));
  };
}
