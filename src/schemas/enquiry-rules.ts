/*
 * The enquiry rules, shared by the home and contact forms in the browser and by the server's
 * /apis/enquiry.php and /sendmail.php (through the zod schemas in enquiry.ts, built on these).
 * The messages sit next to their rules so both sides say the same thing; the order of the checks
 * is the order the visitor sees them in. No zod here: the forms' pages stay small.
 */

export const ENQUIRY_MESSAGES = {
  required: 'Please fill in all required fields.',
  phone: 'Phone number must be exactly 10 digits.',
  email: 'Please enter a valid email address.',
  newsletterRequired: 'Please enter your e-mail address.',
} as const;

export const ENQUIRY_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An Indian mobile number as the forms take it: its ten digits, nothing else. */
const PHONE_DIGITS = 10;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/** Name of the hidden field that only bots fill in; a filled one is answered but never stored. */
export const HONEYPOT_FIELD = 'website';

export type EnquiryFieldName = 'name' | 'email' | 'phone' | 'subject' | 'message';
export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
/** What the forms send once the rules pass: every field, trimmed (the home form's subject comes from content). */
export type EnquirySubmission = Record<EnquiryFieldName, string>;

/**
 * Each field's control, in the DOM's own property names: the browser's checks (and, without
 * JavaScript, its only ones) say what the rules below say. The islands spread it on their inputs;
 * the server's form page writes it as attributes.
 */
export const ENQUIRY_CONTROLS = {
  name: { type: 'text', autoComplete: 'name', maxLength: ENQUIRY_LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: ENQUIRY_LIMITS.email },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', minLength: PHONE_DIGITS, maxLength: PHONE_DIGITS, pattern: `\\d{${PHONE_DIGITS}}` },
  subject: { type: 'text', autoComplete: 'off', maxLength: ENQUIRY_LIMITS.subject },
  message: { maxLength: ENQUIRY_LIMITS.message },
} as const satisfies Record<
  EnquiryFieldName,
  { type?: string; autoComplete?: string; inputMode?: 'numeric'; minLength?: number; maxLength: number; pattern?: string }
>;
export type EnquiryProblem = { field: EnquiryFieldName; message: string };

/**
 * The first problem with a form, in the order the spec gives: a missing field, then the phone,
 * then the e-mail, then lengths. `required` lists the form's fields (the contact form adds subject).
 */
export function firstEnquiryProblem(values: EnquiryValues, required: readonly EnquiryFieldName[]): EnquiryProblem | null {
  const value = (field: EnquiryFieldName) => (values[field] ?? '').trim();
  const missing = required.find((field) => value(field) === '');
  if (missing) return { field: missing, message: ENQUIRY_MESSAGES.required };
  if (required.includes('phone') && !PHONE_PATTERN.test(value('phone'))) return { field: 'phone', message: ENQUIRY_MESSAGES.phone };
  if (required.includes('email') && !EMAIL_PATTERN.test(value('email'))) return { field: 'email', message: ENQUIRY_MESSAGES.email };
  for (const field of required) {
    const max = ENQUIRY_LIMITS[field as keyof typeof ENQUIRY_LIMITS];
    if (max !== undefined && value(field).length > max) {
      return { field, message: tooLong(field[0]!.toUpperCase() + field.slice(1), max) };
    }
  }
  return null;
}

/** The newsletter box's one rule: an e-mail address, present and well formed. */
export function newsletterProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return ENQUIRY_MESSAGES.newsletterRequired;
  if (value.length > ENQUIRY_LIMITS.email) return tooLong('E-mail', ENQUIRY_LIMITS.email);
  return EMAIL_PATTERN.test(value) ? null : ENQUIRY_MESSAGES.email;
}

/** What /sendmail.php answers; anything else in the body is ignored. */
export type MailResponse = { success?: boolean; message?: string; error?: string };

export function readMailResponse(body: unknown): MailResponse {
  if (typeof body !== 'object' || body === null) return {};
  const { success, message, error } = body as Record<string, unknown>;
  return {
    ...(typeof success === 'boolean' ? { success } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof error === 'string' ? { error } : {}),
  };
}
