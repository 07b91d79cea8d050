/*
 * POST /apis/enquiry.php: name, email, phone, message. An accepted enquiry, its consent and its two
 * mails are committed in one transaction before the answer (server/enquiries.ts); a honeypot hit
 * gets the same answer (an id included) and is stored nowhere. With an Idempotency-Key, the same
 * enquiry sent again gets the first one's answer and is stored once (server/submissions.ts).
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '../../src/lib/paths';
import { sendError } from './errors';
import { postOptions, type RouteContext } from './context';
import { markRepeat, takeEnquiry } from './submissions';

export function enquiryRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.enquiry, postOptions(ctx, 'application/json'), async (request, reply) => {
    const taken = await takeEnquiry(ctx, request, 'enquiry');
    if (!taken.ok) return sendError(request, reply, taken.status, taken.code, taken.message, taken.fields);
    return markRepeat(reply, taken.data.isRepeat).code(201).send({ status: 'received', id: taken.data.id });
  });
}
