/*
 * What an enquiry does: it is stored with the visitor's consent and where it came from, and its two
 * mails (the company's notification, the visitor's acknowledgement) are queued in the same commit,
 * so an acknowledged enquiry is never lost. /sendmail.php right after an enquiry from the same
 * person only adds the subject to it, so nobody gets the same mail twice.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { getMailCopy } from '../src/content/mail-copy';
import { DEFAULT_LOCALE } from '../src/lib/locale';
import type { EnquirySubmission } from '../src/lib/enquiry-rules';
import type { Attribution, EnquirySource } from '../src/schemas/records';
import type { Queryable } from './db/connection';
import { findEnquiryAwaitingMail, insertEnquiry, markMailRequested, type NewEnquiry } from './db/enquiries-repo';
import type { DomainContext } from './domain-context';
import { takeOnce, type SubmissionId, type Taken } from './submissions';
import { acknowledgementMail, mailSender, notificationMail } from './mail/templates';

/** What a visitor sent: the home form and the enquiry API have no subject. */
export type EnquiryInput = Omit<EnquirySubmission, 'subject'> & { subject: string | null };

/** How far back a mail request looks for the enquiry it follows. */
const FOLLOW_UP_WINDOW_MS = 30 * 60 * 1000;

/** Stores the enquiry and queues its two mails inside the caller's transaction. */
async function storeWithMails(ctx: DomainContext, tx: Queryable, enquiry: Required<NewEnquiry>): Promise<void> {
  await insertEnquiry(tx, enquiry);
  // The company reads English; the visitor reads the language of the page they used.
  const notification = notificationMail(getMailCopy(DEFAULT_LOCALE).notification, enquiry);
  const acknowledgement = acknowledgementMail(mailSender(enquiry.locale, ctx.siteUrl), enquiry);
  await ctx.outbox.queue(tx, { kind: 'notification', enquiryId: enquiry.id, to: ctx.mailTo, replyTo: enquiry.email, ...notification });
  await ctx.outbox.queue(tx, { kind: 'acknowledgement', enquiryId: enquiry.id, to: enquiry.email, replyTo: ctx.mailTo, ...acknowledgement });
}

function newEnquiry(ctx: DomainContext, source: EnquirySource, input: EnquiryInput, attribution: Attribution, now: string): Required<NewEnquiry> {
  const { locale = DEFAULT_LOCALE, ...fields } = input;
  return { id: randomUUID(), createdAt: now, source, ...fields, locale, consentVersion: ctx.consentVersion, consentAt: now, attribution };
}

const storedSchema = z.object({ id: z.string() });

/**
 * Stores an enquiry with its consent and queues its mails, all in one commit, once per
 * `submission` (server/submissions.ts). Resolves to its id, the first one's for a repeat.
 */
export async function receiveEnquiry(
  ctx: DomainContext,
  source: EnquirySource,
  input: EnquiryInput,
  attribution: Attribution,
  submission: SubmissionId | null = null,
): Promise<Taken<{ id: string }>> {
  const now = ctx.clock.now().toISOString();
  const enquiry = newEnquiry(ctx, source, input, attribution, now);
  const taken = await takeOnce(ctx.db, submission, storedSchema, now, async (tx) => {
    await storeWithMails(ctx, tx, enquiry);
    return { id: enquiry.id };
  });
  if (!taken.isRepeat) ctx.outbox.kick();
  return taken;
}

const mailRequestSchema = z.object({ id: z.string(), isFollowUp: z.boolean() });

/**
 * A mail request (/sendmail.php): the follow-up of the enquiry the same person sent in the last half
 * hour, whose subject it records; or, called on its own, an enquiry of its own with its mails. Once
 * per `submission`, like an enquiry.
 */
export async function receiveMailRequest(
  ctx: DomainContext,
  input: EnquirySubmission,
  attribution: Attribution,
  submission: SubmissionId | null = null,
): Promise<Taken<{ id: string; isFollowUp: boolean }>> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - FOLLOW_UP_WINDOW_MS).toISOString();
  const taken = await takeOnce(ctx.db, submission, mailRequestSchema, now.toISOString(), async (tx) => {
    const followed = await findEnquiryAwaitingMail(tx, input.email, input.phone, since);
    if (followed) {
      await markMailRequested(tx, followed, input.subject, now.toISOString());
      return { id: followed, isFollowUp: true };
    }
    const enquiry = newEnquiry(ctx, 'sendmail', input, attribution, now.toISOString());
    await storeWithMails(ctx, tx, enquiry);
    await markMailRequested(tx, enquiry.id, input.subject, now.toISOString());
    return { id: enquiry.id, isFollowUp: false };
  });
  if (!taken.isRepeat && !taken.result.isFollowUp) ctx.outbox.kick();
  return taken;
}
