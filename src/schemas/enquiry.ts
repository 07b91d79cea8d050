import { z } from 'zod';
import { EMAIL_PATTERN, ENQUIRY_LIMITS, ENQUIRY_MESSAGES, HONEYPOT_FIELD, PHONE_PATTERN, tooLong } from './enquiry-rules';

/*
 * The API's request shapes, built on the rules in enquiry-rules.ts so the server answers with the
 * forms' own messages. `.strictObject` rejects unknown fields.
 */

const required = (max: number, label: string) => z.string().trim().min(1, ENQUIRY_MESSAGES.required).max(max, tooLong(label, max));

/** The trap field accepts anything: what a bot puts there must never earn an answer of its own. */
const trap = z.unknown().optional();

const fields = {
  name: required(ENQUIRY_LIMITS.name, 'Name'),
  email: required(ENQUIRY_LIMITS.email, 'E-mail').regex(EMAIL_PATTERN, ENQUIRY_MESSAGES.email),
  phone: z.string().trim().min(1, ENQUIRY_MESSAGES.required).regex(PHONE_PATTERN, ENQUIRY_MESSAGES.phone),
  message: required(ENQUIRY_LIMITS.message, 'Message'),
  [HONEYPOT_FIELD]: trap,
};

/** POST /apis/enquiry.php */
export const enquirySchema = z.strictObject(fields);
export type Enquiry = z.infer<typeof enquirySchema>;

/** POST /sendmail.php: the enquiry plus a subject. */
export const mailSchema = z.strictObject({ ...fields, subject: required(ENQUIRY_LIMITS.subject, 'Subject') });
export type MailRequest = z.infer<typeof mailSchema>;

/** POST /apis/newsletter.php */
export const newsletterSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, ENQUIRY_MESSAGES.newsletterRequired)
    .max(ENQUIRY_LIMITS.email, tooLong('E-mail', ENQUIRY_LIMITS.email))
    .regex(EMAIL_PATTERN, ENQUIRY_MESSAGES.email),
  [HONEYPOT_FIELD]: trap,
});
export type NewsletterRequest = z.infer<typeof newsletterSchema>;
