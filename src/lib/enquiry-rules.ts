/*
 * The enquiry forms' rules, one description for the home and contact forms and the newsletter box
 * in the browser and for the server's /apis/enquiry.php, /sendmail.php, /apis/newsletter.php and
 * the forms posted without JavaScript (src/schemas/enquiry.ts wraps these rules in the server's
 * schemas). A rule names its problem with a code; the words for each code come from
 * content/copy/forms.yaml in the visitor's language, so both sides say the same thing. The rules
 * are plain functions so that the forms' islands carry no schema library.
 */
import { fillCopy } from './fill-copy';
import type { Locale } from './locale';

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
/** The name of the hidden field that carries the page's language. */
export const LOCALE_FIELD = 'locale';
/**
 * The name of the hidden field that carries a form's idempotency key, made for each submission
 * (a JavaScript request sends it as the Idempotency-Key header): the server takes a submission
 * sent again once (server/submissions.ts).
 */
export const SUBMISSION_FIELD = 'submission';
/** What an idempotency key may be: visible ASCII, at most 128 characters (a UUID is 36). */
export const SUBMISSION_KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The fields of an enquiry a visitor fills in; the contact form has them all, in the order it shows them. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type EnquiryFieldName = (typeof ENQUIRY_FIELDS)[number];
/** The fields as the visitor left them, before any check. */
export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
export type EnquiryProblem = { field: EnquiryFieldName; code: EnquiryProblemCode };

/**
 * Line breaks and control characters (C0, DEL, C1, and Unicode's line and paragraph separators).
 * A single-line field holds none: its text goes on one line of the notification e-mail and of the
 * operators' lists, where a line break could forge a line and an escape sequence rewrite a terminal.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** What a field's trimmed text must be, checked in the order of ENQUIRY_PROBLEM_CODES: the first that fails is the field's problem. */
type FieldRule = { max: number; isOneLine: boolean; pattern?: { code: 'phone' | 'email'; test: (text: string) => boolean } };

/** The part before the @ fits SMTP's limit, as well as the whole address (ENQUIRY_LIMITS.email). */
const isEmailText = (text: string) => EMAIL_PATTERN.test(text) && text.indexOf('@') <= ENQUIRY_LIMITS.emailLocalPart;

const FIELD_RULES: Record<EnquiryFieldName, FieldRule> = {
  name: { max: ENQUIRY_LIMITS.name, isOneLine: true },
  email: { max: ENQUIRY_LIMITS.email, isOneLine: true, pattern: { code: 'email', test: isEmailText } },
  phone: { max: PHONE_DIGITS, isOneLine: false, pattern: { code: 'phone', test: (text) => PHONE_PATTERN.test(text) } },
  subject: { max: ENQUIRY_LIMITS.subject, isOneLine: true },
  message: { max: ENQUIRY_LIMITS.message, isOneLine: false },
};

/** The problem of a field's trimmed text, if any. `missing` is the code of an empty field (the newsletter asks for its address in its own words). */
export function fieldProblemCode(field: EnquiryFieldName, text: string, missing: EnquiryProblemCode = 'required'): EnquiryProblemCode | null {
  const rule = FIELD_RULES[field];
  if (text.length === 0) return missing;
  if (rule.pattern && !rule.pattern.test(text)) return rule.pattern.code;
  if (rule.isOneLine && LINE_BREAK_OR_CONTROL.test(text)) return 'controlCharacters';
  if (text.length > rule.max) return 'tooLong';
  return null;
}

/** Each form's fields, in the order it shows them (which is the order their problems are found in), and the code of an empty field. */
export const ENQUIRY_FORMS = {
  /** POST /apis/enquiry.php, and the home page's form. */
  enquiry: { fields: ['name', 'email', 'phone', 'message'], missing: 'required' },
  /** POST /sendmail.php, and the contact form: the enquiry plus a subject. */
  mail: { fields: ENQUIRY_FIELDS, missing: 'required' },
  /** POST /apis/newsletter.php, and the footer's newsletter box. */
  newsletter: { fields: ['email'], missing: 'newsletterRequired' },
} as const satisfies Record<string, { fields: readonly EnquiryFieldName[]; missing: EnquiryProblemCode }>;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[keyof typeof ENQUIRY_FORMS];

/** Whether `text` is an e-mail address the forms take (for the server's own pages that ask for one, /your-data). */
export const isEmailAddress = (text: string): boolean => fieldProblemCode('email', text.trim()) === null;

/** The one problem a form shows: the first of the first kind, fields taken in the order the form shows them. */
export function firstProblem<P extends EnquiryProblem>(problems: readonly [P, ...P[]]): P {
  const rank = (problem: P) => ENQUIRY_PROBLEM_CODES.indexOf(problem.code);
  return problems.reduce((best, problem) => (rank(problem) < rank(best) ? problem : best));
}

type FormValues<F extends EnquiryForm> = Record<F['fields'][number], string>;

/** What a form holds, as its rules see it: the trimmed values, or the one problem to show. */
export function checkEnquiry<F extends EnquiryForm>(
  form: F,
  values: EnquiryValues,
): { data: FormValues<F>; problem: null } | { data: null; problem: EnquiryProblem } {
  const data: Record<string, string> = {};
  const problems: EnquiryProblem[] = [];
  for (const field of form.fields) {
    const text = (values[field] ?? '').trim();
    const code = fieldProblemCode(field, text, form.missing);
    if (code) problems.push({ field, code });
    data[field] = text;
  }
  const [first, ...rest] = problems;
  return first ? { data: null, problem: firstProblem([first, ...rest]) } : { data: data as FormValues<F>, problem: null };
}

/** The words the problems are said in: content/copy/forms.yaml in the page's language (its schema is formsCopySchema). */
export type ProblemWords = { problems: Record<EnquiryProblemCode, string>; fieldNames: Record<EnquiryFieldName, string> };

/** The words of a problem, from the forms' copy of the page's language. */
export function problemMessage({ field, code }: EnquiryProblem, copy: ProblemWords): string {
  if (code !== 'tooLong') return copy.problems[code];
  return fillCopy(copy.problems.tooLong, { field: copy.fieldNames[field], max: FIELD_RULES[field].max });
}

/**
 * Each field's control, in the DOM's own property names: the browser's checks (and, without
 * JavaScript, its only ones) say what the rules above say. The islands spread it on their
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

/** The language of the page a form was sent from, and the trap field (what a bot put there), as the API takes them. */
type Envelope = { locale?: Locale; [HONEYPOT_FIELD]?: unknown };
/** POST /apis/enquiry.php. */
export type Enquiry = FormValues<typeof ENQUIRY_FORMS.enquiry> & Envelope;
/** POST /sendmail.php. */
export type MailRequest = FormValues<typeof ENQUIRY_FORMS.mail> & Envelope;
/** POST /apis/newsletter.php. */
export type NewsletterRequest = FormValues<typeof ENQUIRY_FORMS.newsletter> & Envelope;
/** What the forms send once the rules pass: every field, trimmed (the home form's subject comes from content). */
export type EnquirySubmission = FormValues<typeof ENQUIRY_FORMS.mail> & { locale?: Locale };

/** What /sendmail.php answers. */
export type MailResponse = { success?: boolean; message?: string; error?: string };

/** The answer of /sendmail.php as the forms read it: a field of another type counts as absent, and anything else in the body is ignored. */
export function readMailResponse(body: unknown): MailResponse {
  const answer = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    success: typeof answer.success === 'boolean' ? answer.success : undefined,
    message: text(answer.message),
    error: text(answer.error),
  };
}
