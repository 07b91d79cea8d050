/* POST /apis/newsletter.php: { email, website? }. 201 for a new address, 200 for one already on the list. */
import type { FastifyInstance } from 'fastify';
import { newsletterSchema } from '../../src/schemas/enquiry';
import { paths } from '../../src/lib/paths';
import { subscribe } from '../db/newsletter-repo';
import { parseBody, sendError } from './errors';
import { isHoneypotHit, logHoneypot } from './enquiries';
import { postOptions, requireContentType, type RouteContext } from './context';

export function newsletterRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.newsletter, { ...postOptions(ctx), preValidation: requireContentType('application/json') }, async (request, reply) => {
    const parsed = parseBody(newsletterSchema, request.body, ['email']);
    if (!parsed.ok) return sendError(request, reply, parsed.status, parsed.code, parsed.message, parsed.fields);
    if (isHoneypotHit(parsed.data)) {
      logHoneypot(request.log, paths.api.newsletter);
      return reply.code(201).send({ status: 'subscribed' });
    }
    // Addresses are compared without case: Asha@Example.com and asha@example.com are one reader.
    const email = parsed.data.email.toLowerCase();
    const isNew = await ctx.db.transaction((tx) => subscribe(tx, email, ctx.clock.now().toISOString(), ctx.consentVersion));
    request.log.info({ outcome: isNew ? 'subscribed' : 'already-subscribed' }, 'newsletter');
    return reply.code(isNew ? 201 : 200).send({ status: isNew ? 'subscribed' : 'already-subscribed' });
  });
}
