/*
 * The enquiry forms' shapes, one description for the home and contact forms and the newsletter box
 * in the browser and for the server's /apis/enquiry.php, /sendmail.php, /apis/newsletter.php and
 * the forms posted without JavaScript. A rule names its problem with a code; the words for each
 * code come from content/copy/forms.yaml in the visitor's language, so both sides say the same
 * thing. zod/mini keeps the forms' islands small.
 */
import * as z from 'zod/mini';
import '../lib/zod-config';
import { fillCopy } from '../lib/fill-copy';
import { LOCALES } from '../lib/locale';
import type { FormsCopy } from './page-copy';

/** What can be wrong with a field, in the order the spec shows them: a missing field, the phone, the e-mail; lengths come last. */
export const ENQUIRY_PROBLEM_CODES = ['required', 'newsletterRequired', 'phone', 'email', 'controlCharacters', 'tooLong'] as const;
export type EnquiryProblemCode = (typeof ENQUIRY_PROBLEM_CODES)[number];

/** `email` and `emailLocalPart` are SMTP's limits (RFC 5321): a longer address is refused by mail servers. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, emailLocalPart: 64, subject: 150, message: 5000 } as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indian mobile number as the forms take it: its ten digits, nothing else. */
const PHONE_DIGITS = 10;
const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/** Name of the hidden field that only bots fill in; a filled one is answered but never stored. */
export const HONEYPOT_FIELD = 'website';

/** A field the visitor types into: trimmed, then present, then short enough. A field left out is a missing one. */
const typed = (max: number, missing: EnquiryProblemCode = 'required') =>
  z.string(missing).check(z.trim(), z.minLength(1, missing), z.maxLength(max, 'tooLong'));

/**
 * Line breaks and control characters (C0, DEL, C1, and Unicode's line and paragraph separators).
 * A single-line field holds none: its text goes on one line of the notification e-mail and of the
 * operators' lists, where a line break could forge a line and an escape sequence rewrite a terminal.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;
const oneLine = z.refine<string>((text) => !LINE_BREAK_OR_CONTROL.test(text), 'controlCharacters');

/** A single-line field the visitor types into. */
const line = (max: number, missing?: EnquiryProblemCode) => typed(max, missing).check(oneLine);

/** The trap field accepts anything: what a bot puts there must never earn an answer of its own. */
const trap = z.optional(z.unknown());

/**
 * The language of the page the form was sent from (a hidden field, and in the JSON of a Hindi
 * page): the answer and the visitor's e-mails speak it. Left out, or not a language of the site, it is English.
 */
const locale = z.catch(z.optional(z.enum(LOCALES)), undefined);

/** The part before the @ fits SMTP's limit, as well as the whole address (ENQUIRY_LIMITS.email). */
const localPartFits = z.refine<string>((text) => text.indexOf('@') <= ENQUIRY_LIMITS.emailLocalPart, 'email');
const email = (missing?: EnquiryProblemCode) => line(ENQUIRY_LIMITS.email, missing).check(z.regex(EMAIL_PATTERN, 'email'), localPartFits);

/** Whether `text` is an e-mail address the forms take (for the server's own pages that ask for one, /your-data). */
export const isEmailAddress = (text: string): boolean => email().safeParse(text).success;

// In the order the forms show them, which is the order their problems are found in.
const name = line(ENQUIRY_LIMITS.name);
const phone = z.string('required').check(z.trim(), z.minLength(1, 'required'), z.regex(PHONE_PATTERN, 'phone'));
const subject = line(ENQUIRY_LIMITS.subject);
const message = typed(ENQUIRY_LIMITS.message);

/** POST /apis/enquiry.php, and the home page's form. `strictObject` rejects unknown fields. */
export const enquirySchema = z.strictObject({ name, email: email(), phone, message, locale, [HONEYPOT_FIELD]: trap });
export type Enquiry = z.infer<typeof enquirySchema>;

/** POST /sendmail.php, and the contact form: the enquiry plus a subject. */
export const mailSchema = z.strictObject({ name, email: email(), phone, subject, message, locale, [HONEYPOT_FIELD]: trap });
export type MailRequest = z.infer<typeof mailSchema>;

/** POST /apis/newsletter.php, and the footer's newsletter box. */
export const newsletterSchema = z.strictObject({ email: email('newsletterRequired'), locale, [HONEYPOT_FIELD]: trap });
export type NewsletterRequest = z.infer<typeof newsletterSchema>;

/** The name of the hidden field that carries the page's language. */
export const LOCALE_FIELD = 'locale';

/** The fields of an enquiry a visitor fills in; the contact form has them all. */
export type EnquiryFieldName = Exclude<keyof MailRequest, typeof HONEYPOT_FIELD | typeof LOCALE_FIELD>;
/** The fields as the visitor left them, before any check. */
export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
/** What the forms send once the rules pass: every field, trimmed (the home form's subject comes from content). */
export type EnquirySubmission = Omit<MailRequest, typeof HONEYPOT_FIELD>;

/**
 * Each field's control, in the DOM's own property names: the browser's checks (and, without
 * JavaScript, its only ones) say what the schemas above say. The islands spread it on their
 * inputs; the server's form page writes it as attributes. The phone is a text control with a
 * digit keypad: HTML allows autofill of the national number (tel-national, the 10 digits the rule
 * wants) only on a text control, while type="tel" takes only the whole international number.
 */
export const ENQUIRY_CONTROLS = {
  name: { type: 'text', autoComplete: 'name', maxLength: ENQUIRY_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: ENQUIRY_LIMITS.email },
  phone: {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    minLength: PHONE_DIGITS,
    maxLength: PHONE_DIGITS,
    pattern: `\\d{${PHONE_DIGITS}}`,
  },
  subject: { type: 'text', autoComplete: 'off', maxLength: ENQUIRY_LIMITS.subject },
  message: { maxLength: ENQUIRY_LIMITS.message },
} as const satisfies Record<
  EnquiryFieldName,
  { type?: string; autoComplete?: string; inputMode?: 'numeric'; minLength?: number; maxLength: number; pattern?: string }
>;

export type EnquiryProblem = { field: EnquiryFieldName; code: EnquiryProblemCode };

/** The code of an issue; every rule above names one (a wrong type counts as a missing field). */
const codeOf = (issue: z.core.$ZodIssue): EnquiryProblemCode => ENQUIRY_PROBLEM_CODES.find((code) => code === issue.message) ?? 'required';

/**
 * The one problem a form shows, out of everything its schema found: the first of the first kind,
 * fields taken in the order the form shows them.
 */
export function firstEnquiryProblem(error: z.core.$ZodError): EnquiryProblem {
  const rank = (issue: z.core.$ZodIssue) => ENQUIRY_PROBLEM_CODES.indexOf(codeOf(issue));
  const first = error.issues.reduce((best, issue) => (rank(issue) < rank(best) ? issue : best));
  return { field: String(first.path[0]) as EnquiryFieldName, code: codeOf(first) };
}

/** The problems of every field at once (the server's `fields`), by code. */
export const enquiryProblems = (error: z.core.$ZodError): EnquiryProblem[] =>
  error.issues.map((issue) => ({ field: String(issue.path[0]) as EnquiryFieldName, code: codeOf(issue) }));

/** The words of a problem, from the forms' copy of the page's language (content/copy/forms.yaml). */
export function problemMessage({ field, code }: EnquiryProblem, copy: FormsCopy): string {
  if (code !== 'tooLong') return copy.problems[code];
  return fillCopy(copy.problems.tooLong, { field: copy.fieldNames[field], max: field === 'phone' ? PHONE_DIGITS : ENQUIRY_LIMITS[field] });
}

/** What a form holds, as its schema sees it: the trimmed values, or the one problem to show. */
export function checkEnquiry<T>(schema: z.ZodMiniType<T>, values: unknown): { data: T; problem: null } | { data: null; problem: EnquiryProblem } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data, problem: null } : { data: null, problem: firstEnquiryProblem(result.error) };
}

const answerText = z.catch(z.optional(z.string()), undefined);

/** What /sendmail.php answers; a field of another type counts as absent, and anything else in the body is ignored. */
export const mailResponseSchema = z.catch(z.object({ success: z.catch(z.optional(z.boolean()), undefined), message: answerText, error: answerText }), {});
export type MailResponse = z.infer<typeof mailResponseSchema>;
