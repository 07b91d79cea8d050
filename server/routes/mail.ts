/*
 * POST /sendmail.php: name, email, phone, message, subject. The site's forms call it right after
 * the enquiry API, whose transaction already queued the mails: then it only records the subject on
 * that enquiry, so nobody gets the same mail twice. Called on its own, it stores the enquiry and
 * queues its mails itself. Answers { success, message } or { success: false, error }.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mailSchema } from '../../src/schemas/enquiry';
import { paths } from '../../src/lib/paths';
import { findEnquiryAwaitingMail, insertEnquiry, markMailRequested, type NewEnquiry } from '../db/enquiries-repo';
import { attributionOf } from '../attribution';
import { parseBody, sendError } from './errors';
import { isHoneypotHit, logHoneypot } from './enquiries';
import { postOptions, type RouteContext } from './context';

/** How far back a mail request looks for the enquiry it follows. */
const FOLLOW_UP_WINDOW_MS = 30 * 60 * 1000;

export const MAIL_SUCCESS_MESSAGE = 'Thank you! Your message has been sent. We will reply within one working day.';

export function mailRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.mail, postOptions(ctx, 'application/json'), async (request, reply) => {
    const parsed = parseBody(mailSchema, request.body);
    if (!parsed.ok) return sendError(request, reply, parsed.status, parsed.code, parsed.message, parsed.fields);
    if (isHoneypotHit(parsed.data)) {
      logHoneypot(request.log, paths.api.mail);
      return { success: true, message: MAIL_SUCCESS_MESSAGE };
    }
    const { name, email, phone, message, subject } = parsed.data;
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - FOLLOW_UP_WINDOW_MS).toISOString();
    const outcome = await ctx.db.transaction(async (tx) => {
      const followed = await findEnquiryAwaitingMail(tx, email, phone, since);
      if (followed) {
        await markMailRequested(tx, followed, subject, now.toISOString());
        return { id: followed, queued: false };
      }
      const enquiry: NewEnquiry = {
        id: randomUUID(),
        createdAt: now.toISOString(),
        source: 'sendmail',
        name,
        email,
        phone,
        subject,
        message,
        consentVersion: ctx.consentVersion,
        consentAt: now.toISOString(),
        attribution: attributionOf(request),
      };
      await insertEnquiry(tx, enquiry);
      await markMailRequested(tx, enquiry.id, subject, now.toISOString());
      await ctx.outbox.queueEnquiryMails(tx, enquiry);
      return { id: enquiry.id, queued: true };
    });
    if (outcome.queued) ctx.outbox.kick();
    request.log.info({ enquiryId: outcome.id, outcome: outcome.queued ? 'stored' : 'followed-up' }, 'mail request');
    return { success: true, message: MAIL_SUCCESS_MESSAGE };
  });
}
