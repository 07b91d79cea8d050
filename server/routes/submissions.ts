/*
 * What the JSON API and the forms posted without JavaScript take alike: the body checked with the
 * shared schema, the spam trap, the submission's name (server/submissions.ts: a repeat gets the
 * first one's answer), then the domain module. Each route answers the outcome in its own way (JSON,
 * or a page), marking a repeat's answer with Idempotent-Replayed.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { enquirySchema, mailSchema, newsletterSchema } from '../../src/schemas/enquiry';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/locale';
import type { EnquirySource } from '../../src/schemas/records';
import { attributionOf } from '../attribution';
import type { DomainContext } from '../domain-context';
import { receiveEnquiry, receiveMailRequest } from '../enquiries';
import { subscribe, subscriptionOutcomeOf, type SubscriptionOutcome } from '../newsletter';
import { paths } from '../../src/lib/paths';
import { HONEYPOT_FIELD, SUBMISSION_FIELD, SUBMISSION_KEY_PATTERN } from '../../src/lib/enquiry-rules';
import { fingerprintOf, type SubmissionId } from '../submissions';
import { errorCopy, parseBody, type Parsed } from './errors';
import { isHoneypotHit, logHoneypot } from './spam-trap';

const routeOf = (request: FastifyRequest) => request.url.replace(/\?.*/s, '');

/** The header a client names a submission with, as the JSON API's clients send it. */
const KEY_HEADER = 'idempotency-key';

/**
 * The name of a submission (submissions.ts): its route, its client's key (the Idempotency-Key
 * header, else the form's field) and a hash of its fields as parsed. Without a key an API request
 * is a submission of its own (null), but a form posted without JavaScript is named by what it
 * says: only the browser sends it again, and then it says the same.
 */
function submissionOf(request: FastifyRequest, data: Record<string, unknown>, isForm: boolean): Parsed<SubmissionId | null> {
  const header = request.headers[KEY_HEADER];
  if (header !== undefined && (typeof header !== 'string' || !SUBMISSION_KEY_PATTERN.test(header))) {
    return { ok: false, status: 400, code: 'invalid_idempotency_key', message: errorCopy.invalid };
  }
  const field = data[SUBMISSION_FIELD];
  const key = header ?? (typeof field === 'string' ? field : isForm ? '' : null);
  if (key === null) return { ok: true, data: null };
  // What it says: its fields, without the key and the trap.
  const fields = Object.fromEntries(Object.entries(data).filter(([name]) => name !== SUBMISSION_FIELD && name !== HONEYPOT_FIELD));
  return { ok: true, data: { route: routeOf(request), key, fingerprint: fingerprintOf(fields) } };
}

/** Marks an answer as the one given to an earlier, identical submission. */
export const markRepeat = (reply: FastifyReply, isRepeat: boolean) => (isRepeat ? reply.header('idempotent-replayed', 'true') : reply);

/**
 * An enquiry from the API or a form: resolves to its id (a trapped bot gets an id of the same form,
 * stored nowhere), the first one's for a repeat. A problem is told in `problemsIn` (a form's page
 * answers in the language it was sent from).
 */
export async function takeEnquiry(
  ctx: DomainContext,
  request: FastifyRequest,
  source: Exclude<EnquirySource, 'sendmail'>,
  problemsIn: Locale = DEFAULT_LOCALE,
): Promise<Parsed<{ id: string; isRepeat: boolean }>> {
  const parsed = source === 'form-contact' ? parseBody(mailSchema, request.body, problemsIn) : parseBody(enquirySchema, request.body, problemsIn);
  if (!parsed.ok) return parsed;
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(request.log, routeOf(request));
    return { ok: true, data: { id: randomUUID(), isRepeat: false } };
  }
  const submission = submissionOf(request, parsed.data, source !== 'enquiry');
  if (!submission.ok) return submission;
  const { name, email, phone, message, locale } = parsed.data;
  const subject = 'subject' in parsed.data && typeof parsed.data.subject === 'string' ? parsed.data.subject : null;
  const taken = await receiveEnquiry(ctx, source, { name, email, phone, message, subject, locale }, attributionOf(request), submission.data);
  request.log.info({ enquiryId: taken.result.id, outcome: taken.isRepeat ? 'repeat' : 'stored' }, 'enquiry stored');
  return { ok: true, data: { id: taken.result.id, isRepeat: taken.isRepeat } };
}

/** A mail request (/sendmail.php): the follow-up of an enquiry, or an enquiry of its own. */
export async function takeMailRequest(ctx: DomainContext, request: FastifyRequest): Promise<Parsed<{ isRepeat: boolean }>> {
  const parsed = parseBody(mailSchema, request.body);
  if (!parsed.ok) return parsed;
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(request.log, routeOf(request));
    return { ok: true, data: { isRepeat: false } };
  }
  const submission = submissionOf(request, parsed.data, false);
  if (!submission.ok) return submission;
  const { name, email, phone, message, subject, locale } = parsed.data;
  const taken = await receiveMailRequest(ctx, { name, email, phone, message, subject, locale }, attributionOf(request), submission.data);
  const outcome = taken.isRepeat ? 'repeat' : taken.result.isFollowUp ? 'followed-up' : 'stored';
  request.log.info({ enquiryId: taken.result.id, outcome }, 'mail request');
  return { ok: true, data: { isRepeat: taken.isRepeat } };
}

/**
 * A newsletter subscription: a trapped bot is answered as a real post for its address would be,
 * and stored nowhere; a repeat as the first one was. A problem is told in `problemsIn`.
 */
export async function takeSubscription(
  ctx: DomainContext,
  request: FastifyRequest,
  problemsIn: Locale = DEFAULT_LOCALE,
): Promise<Parsed<{ outcome: SubscriptionOutcome; isRepeat: boolean }>> {
  const parsed = parseBody(newsletterSchema, request.body, problemsIn);
  if (!parsed.ok) return parsed;
  const route = routeOf(request);
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(request.log, route);
    return { ok: true, data: { outcome: await subscriptionOutcomeOf(ctx, parsed.data.email), isRepeat: false } };
  }
  const submission = submissionOf(request, parsed.data, route !== paths.api.newsletter);
  if (!submission.ok) return submission;
  const taken = await subscribe(ctx, parsed.data.email, parsed.data.locale, submission.data);
  request.log.info({ route, outcome: taken.isRepeat ? 'repeat' : taken.result }, 'newsletter');
  return { ok: true, data: { outcome: taken.result, isRepeat: taken.isRepeat } };
}
