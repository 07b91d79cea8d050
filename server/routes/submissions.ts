/*
 * What the JSON API and the forms posted without JavaScript take alike: the body checked with the
 * shared schema, the spam trap, then the domain module. Each route answers the outcome in its own
 * way (JSON, or a page).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { enquirySchema, mailSchema, newsletterSchema } from '../../src/schemas/enquiry';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/locale';
import type { EnquirySource } from '../../src/schemas/records';
import { attributionOf } from '../attribution';
import type { DomainContext } from '../domain-context';
import { receiveEnquiry, receiveMailRequest } from '../enquiries';
import { subscribe, subscriptionOutcomeOf, type SubscriptionOutcome } from '../newsletter';
import { parseBody, type Parsed } from './errors';
import { isHoneypotHit, logHoneypot } from './spam-trap';

const routeOf = (request: FastifyRequest) => request.url.split('?')[0]!;

/**
 * An enquiry from the API or a form: resolves to its id (a trapped bot gets an id of the same form,
 * stored nowhere). A problem is told in `problemsIn` (a form's page answers in the language it was sent from).
 */
export async function takeEnquiry(
  ctx: DomainContext,
  request: FastifyRequest,
  source: Exclude<EnquirySource, 'sendmail'>,
  problemsIn: Locale = DEFAULT_LOCALE,
): Promise<Parsed<{ id: string }>> {
  const parsed = source === 'form-contact' ? parseBody(mailSchema, request.body, problemsIn) : parseBody(enquirySchema, request.body, problemsIn);
  if (!parsed.ok) return parsed;
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(request.log, routeOf(request));
    return { ok: true, data: { id: randomUUID() } };
  }
  const { name, email, phone, message, locale } = parsed.data;
  const subject = 'subject' in parsed.data && typeof parsed.data.subject === 'string' ? parsed.data.subject : null;
  const id = await receiveEnquiry(ctx, source, { name, email, phone, message, subject, locale }, attributionOf(request));
  request.log.info({ enquiryId: id, outcome: 'stored' }, 'enquiry stored');
  return { ok: true, data: { id } };
}

/** A mail request (/sendmail.php): the follow-up of an enquiry, or an enquiry of its own. */
export async function takeMailRequest(ctx: DomainContext, request: FastifyRequest): Promise<Parsed<null>> {
  const parsed = parseBody(mailSchema, request.body);
  if (!parsed.ok) return parsed;
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(request.log, routeOf(request));
    return { ok: true, data: null };
  }
  const { name, email, phone, message, subject, locale } = parsed.data;
  const outcome = await receiveMailRequest(ctx, { name, email, phone, message, subject, locale }, attributionOf(request));
  request.log.info({ enquiryId: outcome.id, outcome: outcome.isFollowUp ? 'followed-up' : 'stored' }, 'mail request');
  return { ok: true, data: null };
}

/** A newsletter subscription: a trapped bot is answered as a real post for its address would be, and stored nowhere. A problem is told in `problemsIn`. */
export async function takeSubscription(ctx: DomainContext, request: FastifyRequest, problemsIn: Locale = DEFAULT_LOCALE): Promise<Parsed<SubscriptionOutcome>> {
  const parsed = parseBody(newsletterSchema, request.body, problemsIn);
  if (!parsed.ok) return parsed;
  const route = routeOf(request);
  if (isHoneypotHit(parsed.data)) {
    logHoneypot(request.log, route);
    return { ok: true, data: await subscriptionOutcomeOf(ctx, parsed.data.email) };
  }
  const outcome = await subscribe(ctx, parsed.data.email, parsed.data.locale);
  request.log.info({ route, outcome }, 'newsletter');
  return { ok: true, data: outcome };
}
