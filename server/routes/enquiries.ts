/*
 * POST /apis/enquiry.php: name, email, phone, message. An accepted enquiry, its consent and its two
 * mails are committed in one transaction before the answer; a honeypot hit gets the same answer
 * (an id included) and is stored nowhere.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { enquirySchema, HONEYPOT_FIELD, type EnquirySubmission } from '../../src/schemas/enquiry';
import { paths } from '../../src/lib/paths';
import { attributionOf, type Attribution } from '../attribution';
import { insertEnquiry, type EnquirySource, type NewEnquiry } from '../db/enquiries-repo';
import { parseBody, sendError } from './errors';
import { postOptions, type RouteContext } from './context';

export type EnquiryInput = Omit<EnquirySubmission, 'subject'> & { subject: string | null };

/** Stores an enquiry with its consent and queues its mails, all in one commit. Resolves to its id. */
export async function storeEnquiry(ctx: RouteContext, source: EnquirySource, input: EnquiryInput, attribution: Attribution): Promise<string> {
  const now = ctx.clock.now().toISOString();
  const enquiry: NewEnquiry = { id: randomUUID(), createdAt: now, source, ...input, consentVersion: ctx.consentVersion, consentAt: now, attribution };
  await ctx.db.transaction(async (tx) => {
    await insertEnquiry(tx, enquiry);
    await ctx.outbox.queueEnquiryMails(tx, enquiry);
  });
  ctx.outbox.kick();
  return enquiry.id;
}

/** The trap field holds anything at all but blank text (a visitor's browser leaves it empty). */
export function isHoneypotHit(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

export function logHoneypot(log: FastifyBaseLogger, route: string) {
  log.info({ route, outcome: 'honeypot' }, 'submission answered but not stored');
}

export function enquiryRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.enquiry, postOptions(ctx, 'application/json'), async (request, reply) => {
    const parsed = parseBody(enquirySchema, request.body);
    if (!parsed.ok) return sendError(request, reply, parsed.status, parsed.code, parsed.message, parsed.fields);
    if (isHoneypotHit(parsed.data)) {
      logHoneypot(request.log, paths.api.enquiry);
      // An id of the same form as a stored one's, so the answer does not tell a trapped bot apart.
      return reply.code(201).send({ status: 'received', id: randomUUID() });
    }
    const { name, email, phone, message } = parsed.data;
    const id = await storeEnquiry(ctx, 'enquiry', { name, email, phone, message, subject: null }, attributionOf(request));
    request.log.info({ enquiryId: id, outcome: 'stored' }, 'enquiry stored');
    return reply.code(201).send({ status: 'received', id });
  });
}
