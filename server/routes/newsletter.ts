/*
 * POST /apis/newsletter.php: { email, website? }. 201 for a new address, 200 for one already on the list.
 * subscribeFromBody is the whole rule, shared with the footer form's no-JavaScript post (forms.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newsletterSchema } from '../../src/schemas/enquiry';
import { paths } from '../../src/lib/paths';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { getSite } from '../../src/content/site';
import { subscribe } from '../db/newsletter-repo';
import { queueMail } from '../db/outbox-repo';
import { parseBody, sendError, type Invalid } from './errors';
import { isHoneypotHit, logHoneypot } from './enquiries';
import { postOptions, type RouteContext } from './context';
import { DEFAULT_LOCALE } from '../../src/lib/locale';

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
  const parsed = parseBody(newsletterSchema, body);
  if (!parsed.ok) return parsed;
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(log, route);
    return { ok: true, status: 'subscribed' };
  }
  // Addresses are compared without case: Asha@Example.com and asha@example.com are one reader.
  const email = parsed.data.email.toLowerCase();
  // Double opt-in: a new address waits for the confirmation link mailed to it.
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now().toISOString();
  const isNew = await ctx.db.transaction(async (tx) => {
    const added = await subscribe(tx, email, now, ctx.consentVersion, tokenHash(token));
    if (added) {
      const links = newsletterLinks(ctx.siteUrl, token);
      const site = getSite(DEFAULT_LOCALE);
      await queueMail(tx, {
        id: randomUUID(),
        createdAt: now,
        enquiryId: null,
        kind: 'newsletter-confirm',
        to: email,
        replyTo: null,
        subject: `Please confirm your subscription to the ${site.name} newsletter`,
        text: [
          'Hello,',
          '',
          `Someone (we hope you) asked to receive the ${site.name} newsletter at this address. To confirm, open this link:`,
          links.confirm,
          '',
          'If you did not ask, ignore this e-mail: an address that is not confirmed within 7 days is erased.',
          '',
          `Unsubscribe at any time: ${links.unsubscribe}`,
          '',
          site.name,
        ].join('\n'),
        listUnsubscribe: links.unsubscribe,
      });
    }
    return added;
  });
  if (isNew) ctx.outbox.kick();
  const status: NewsletterStatus = isNew ? 'subscribed' : 'already-subscribed';
  log.info({ route, outcome: status }, 'newsletter');
  return { ok: true, status };
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The confirmation and one-click unsubscribe links of a subscription. */
export function newsletterLinks(siteUrl: string, token: string) {
  const t = encodeURIComponent(token);
  return { confirm: `${siteUrl}/newsletter/confirm?token=${t}`, unsubscribe: `${siteUrl}/newsletter/unsubscribe?token=${t}` };
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
