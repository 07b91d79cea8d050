/*
 * POST /apis/newsletter.php: { email, website? }. 201 for a new address, 200 for one already on the list.
 * subscribeFromBody is the whole rule, shared with the footer form's no-JavaScript post (forms.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newsletterSchema } from '../../src/schemas/enquiry';
import { newsletterProblem } from '../../src/schemas/enquiry-rules';
import { paths } from '../../src/lib/paths';
import { subscribe } from '../db/newsletter-repo';
import { parseBody, sendError, type Invalid } from './errors';
import { isHoneypotHit, logHoneypot } from './enquiries';
import { postOptions, type RouteContext } from './context';

export type NewsletterStatus = 'subscribed' | 'already-subscribed';

/**
 * Checks a subscription request and stores the address once. A honeypot hit is answered as a new
 * subscription and stored nowhere. `route` names the caller in the logs.
 */
export async function subscribeFromBody(
  ctx: RouteContext,
  log: FastifyBaseLogger,
  body: unknown,
  route: string,
): Promise<{ ok: true; status: NewsletterStatus } | Invalid> {
  const parsed = parseBody(newsletterSchema, body, ['email']);
  if (!parsed.ok) {
    if (parsed.code !== 'validation_failed') return parsed;
    // The box's own message for its one field ("Please enter your e-mail address."), not the enquiry forms'.
    const email = typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email : '';
    return { ...parsed, message: newsletterProblem(email) ?? parsed.message };
  }
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(log, route);
    return { ok: true, status: 'subscribed' };
  }
  // Addresses are compared without case: Asha@Example.com and asha@example.com are one reader.
  const email = parsed.data.email.toLowerCase();
  const isNew = await ctx.db.transaction((tx) => subscribe(tx, email, ctx.clock.now().toISOString(), ctx.consentVersion));
  const status: NewsletterStatus = isNew ? 'subscribed' : 'already-subscribed';
  log.info({ route, outcome: status }, 'newsletter');
  return { ok: true, status };
}

/** The API's status code for a subscription: 201 when the address is new. */
export const newsletterStatusCode = (status: NewsletterStatus) => (status === 'subscribed' ? 201 : 200);

export function newsletterRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.newsletter, postOptions(ctx, 'application/json'), async (request, reply) => {
    const result = await subscribeFromBody(ctx, request.log, request.body, paths.api.newsletter);
    if (!result.ok) return sendError(request, reply, result.status, result.code, result.message, result.fields);
    return reply.code(newsletterStatusCode(result.status)).send({ status: result.status });
  });
}
