/*
 * What the server keeps in its database: each kind of row's shape, written once. The
 * repositories (server/db/*-repo.ts) derive their columns from these shapes and check every row
 * they read against them, so a row type never repeats a schema by hand.
 */
import { z } from 'zod';
import { LOCALES } from '../lib/locale';

const text = z.string();
/** An ISO 8601 time in UTC, as the server writes it. */
const time = z.string();
/** The language of the page a visitor used: their e-mails go out in it. */
const locale = z.enum(LOCALES);

/** Where a lead came from (server/attribution.ts): first touch of the visit, and the page of the form. */
export const attributionSchema = z.object({
  landingPage: text.nullable(),
  referrer: text.nullable(),
  utmSource: text.nullable(),
  utmMedium: text.nullable(),
  utmCampaign: text.nullable(),
  utmTerm: text.nullable(),
  utmContent: text.nullable(),
  gclid: text.nullable(),
  formPage: text.nullable(),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** An enquiry that came without a request (a test, an import): nothing is known about where it came from. */
export const NO_ATTRIBUTION: Attribution = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  gclid: null,
  formPage: null,
};

/** Which door an enquiry came in by: the JSON API, /sendmail.php, or a form posted without JavaScript. */
export const enquirySourceSchema = z.enum(['enquiry', 'sendmail', 'form-home', 'form-contact']);
export type EnquirySource = z.infer<typeof enquirySourceSchema>;

/** An enquiry (a lead) with the consent stored with it. */
export const enquiryRecordSchema = z.object({
  id: text,
  createdAt: time,
  source: enquirySourceSchema,
  name: text,
  email: text,
  phone: text,
  subject: text.nullable(),
  message: text,
  consentVersion: text,
  consentAt: time,
  /** When /sendmail.php followed the enquiry up (the site's forms call it right after the enquiry API). */
  mailRequestedAt: time.nullable(),
  locale,
  attribution: attributionSchema,
});
export type StoredEnquiry = z.infer<typeof enquiryRecordSchema>;

/** A newsletter subscriber; `confirmedAt` is null until the link in the confirmation mail is used. */
export const subscriberRecordSchema = z.object({
  email: text,
  createdAt: time,
  consentVersion: text,
  confirmedAt: time.nullable(),
  locale,
});
export type Subscriber = z.infer<typeof subscriberRecordSchema>;

export const mailKindSchema = z.enum(['notification', 'acknowledgement', 'data-link', 'retention-notice', 'newsletter-confirm']);
export type MailKind = z.infer<typeof mailKindSchema>;

/** A mail in the outbox, rendered when it was queued: what the worker hands to the transport. */
export const outboxMailSchema = z.object({
  id: text,
  createdAt: time,
  enquiryId: text.nullable(),
  kind: mailKindSchema,
  to: text,
  replyTo: text.nullable(),
  subject: text,
  text,
  /** The HTML alternative of a mail to a visitor; the company's notification is plain text only. */
  html: text.nullable().optional(),
  /** A mail to a newsletter subscriber: its one-click unsubscribe address (RFC 8058). */
  listUnsubscribe: text.nullable().optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** One mail as the dashboard shows it: where it stands, how often it was tried, the last SMTP error. */
export const mailStateSchema = outboxMailSchema.pick({ id: true, createdAt: true, enquiryId: true, kind: true, to: true, subject: true }).extend({
  status: text,
  attempts: z.coerce.number(),
  nextAttemptAt: time,
  lastError: text.nullable(),
  sentAt: time.nullable(),
  /** When the mail was given up (status 'failed'). */
  failedAt: time.nullable(),
});
export type MailState = z.infer<typeof mailStateSchema>;
