/* POST /apis/newsletter.php: { email, website? }. 201 for a new address, 200 for one already on the list (server/newsletter.ts); the same subscription sent again with its Idempotency-Key, what the first got. */
import type { FastifyInstance } from 'fastify';
import { paths } from '../../src/lib/paths';
import type { SubscriptionOutcome } from '../newsletter';
import { sendError } from './errors';
import { postOptions, type RouteContext } from './context';
import { markRepeat, takeSubscription } from './submissions';

/** The API's status code for a subscription: 201 when the address is new. */
export const newsletterStatusCode = (outcome: SubscriptionOutcome) => (outcome === 'subscribed' ? 201 : 200);

export function newsletterRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.newsletter, postOptions(ctx, 'application/json'), async (request, reply) => {
    const taken = await takeSubscription(ctx, request);
    if (!taken.ok) return sendError(request, reply, taken.status, taken.code, taken.message, taken.fields);
    return markRepeat(reply, taken.data.isRepeat).code(newsletterStatusCode(taken.data.outcome)).send({ status: taken.data.outcome });
  });
}
