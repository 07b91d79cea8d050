import { z } from 'zod';

/*
 * The enquiry rules, shared by the home and contact forms in the browser and by the server's
 * /apis/enquiry.php and /sendmail.php. The messages sit next to their rules so both sides say the
 * same thing; the order of the checks is the order the visitor sees them in.
 */

export const ENQUIRY_MESSAGES = {
  required: 'Please fill in all required fields.',
  phone: 'Phone number must be exactly 10 digits.',
  email: 'Please enter a valid email address.',
} as const;

export const ENQUIRY_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;

const required = (max: number, label: string) =>
  z.string().trim().min(1, ENQUIRY_MESSAGES.required).max(max, tooLong(label, max));

/** Name of the hidden field that only bots fill in; a filled one is answered but never stored. */
export const HONEYPOT_FIELD = 'website';

const fields = {
  name: required(ENQUIRY_LIMITS.name, 'Name'),
  email: required(ENQUIRY_LIMITS.email, 'E-mail').regex(EMAIL_PATTERN, ENQUIRY_MESSAGES.email),
  phone: z.string().trim().min(1, ENQUIRY_MESSAGES.required).regex(PHONE_PATTERN, ENQUIRY_MESSAGES.phone),
  message: required(ENQUIRY_LIMITS.message, 'Message'),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
};

/** POST /apis/enquiry.php */
export const enquirySchema = z.strictObject(fields);
export type Enquiry = z.infer<typeof enquirySchema>;

/** POST /sendmail.php: the enquiry plus a subject. */
export const mailSchema = z.strictObject({ ...fields, subject: required(ENQUIRY_LIMITS.subject, 'Subject') });
export type MailRequest = z.infer<typeof mailSchema>;

/** What /sendmail.php answers. */
export const mailResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type MailResponse = z.infer<typeof mailResponseSchema>;

export type EnquiryFieldName = 'name' | 'email' | 'phone' | 'subject' | 'message';
export type EnquiryValues = Partial<Record<EnquiryFieldName, string>>;
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

/** POST /apis/newsletter.php */
export const newsletterSchema = z.strictObject({
  email: z.string().trim().min(1, 'Please enter your e-mail address.').max(ENQUIRY_LIMITS.email).regex(EMAIL_PATTERN, ENQUIRY_MESSAGES.email),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type NewsletterRequest = z.infer<typeof newsletterSchema>;
