/*
 * POST /sendmail.php: name, email, phone, message, subject. The site's forms call it right after
 * the enquiry API, whose transaction already queued the mails: then it only records the subject on
 * that enquiry (server/enquiries.ts). Answers { success, message }, the message in the language of
 * the page that sent it, or { success: false, error }.
 */
import type { FastifyInstance } from 'fastify';
import { paths } from '../../src/lib/paths';
import { getFormResultCopy } from '../../src/content/form-result-copy';
import { sendError } from './errors';
import { formLocale } from './refusals';
import { postOptions, type RouteContext } from './context';
import { markRepeat, takeMailRequest } from './submissions';

export function mailRoutes(app: FastifyInstance, ctx: RouteContext) {
  app.post(paths.api.mail, postOptions(ctx, 'application/json'), async (request, reply) => {
    const taken = await takeMailRequest(ctx, request);
    if (!taken.ok) return sendError(request, reply, taken.status, taken.code, taken.message, taken.fields);
    return markRepeat(reply, taken.data.isRepeat).send({ success: true, message: getFormResultCopy(formLocale(request.body)).mailSent });
  });
}
