/*
 * The API's schemas for the enquiry forms: /apis/enquiry.php, /sendmail.php, /apis/newsletter.php
 * and the forms posted without JavaScript. Each field is checked by the forms' own rules
 * (src/lib/enquiry-rules.ts, which the browser runs without zod); the schemas add what only a
 * request can get wrong: a field of the wrong type, an unknown field, the page's language.
 */
import * as z from 'zod/mini';
import '../lib/zod-config';
import {
  ENQUIRY_FORMS,
  ENQUIRY_PROBLEM_CODES,
  fieldProblemCode,
  firstProblem,
  HONEYPOT_FIELD,
  SUBMISSION_FIELD,
  SUBMISSION_KEY_PATTERN,
  type EnquiryFieldName,
  type EnquiryForm,
  type EnquiryProblem,
  type EnquiryProblemCode,
} from '../lib/enquiry-rules';
import { LOCALES } from '../lib/locale';

/** A field the visitor types into: text, trimmed, then the field's rule; each problem's message is its code. Left out, it is a missing one. */
const field = (name: EnquiryFieldName, missing: EnquiryProblemCode) =>
  z.string(missing).check(
    z.trim(),
    z.superRefine((text, ctx) => {
      const code = fieldProblemCode(name, text, missing);
      if (code) ctx.addIssue({ code: 'custom', message: code, input: text });
    }),
  );

/** The trap field accepts anything: what a bot puts there must never earn an answer of its own. */
const trap = z.optional(z.unknown());

/**
 * The language of the page the form was sent from (a hidden field, and in the JSON of a Hindi
 * page): the answer and the visitor's e-mails speak it. Left out, or not a language of the site, it is English.
 */
const locale = z.catch(z.optional(z.enum(LOCALES)), undefined);

/** A form's fields, in the order it shows them, each checked by its rule. */
const fieldsOf = <F extends EnquiryForm>(form: F) =>
  Object.fromEntries(form.fields.map((name) => [name, field(name, form.missing)])) as Record<F['fields'][number], ReturnType<typeof field>>;

/** A form's idempotency key (its hidden field); one that is not a key counts as none. */
const submission = z.catch(z.optional(z.string().check(z.regex(SUBMISSION_KEY_PATTERN))), undefined);

// A request holds its form's fields, the language, the trap and the key; `strictObject` rejects unknown fields.
const envelope = { locale, [HONEYPOT_FIELD]: trap, [SUBMISSION_FIELD]: submission };
export const enquirySchema = z.strictObject({ ...fieldsOf(ENQUIRY_FORMS.enquiry), ...envelope });
export const mailSchema = z.strictObject({ ...fieldsOf(ENQUIRY_FORMS.mail), ...envelope });
export const newsletterSchema = z.strictObject({ ...fieldsOf(ENQUIRY_FORMS.newsletter), ...envelope });

/** The code of an issue; every rule names one (a wrong type counts as a missing field). */
const codeOf = (issue: z.core.$ZodIssue): EnquiryProblemCode => ENQUIRY_PROBLEM_CODES.find((code) => code === issue.message) ?? 'required';

/** The problems of every field at once (the server's `fields`), by code. */
export const enquiryProblems = (error: z.core.$ZodError): EnquiryProblem[] =>
  error.issues.map((issue) => ({ field: String(issue.path[0]) as EnquiryFieldName, code: codeOf(issue) }));

/** The one problem a form shows, out of everything its schema found (as the browser's check picks it). */
export function firstEnquiryProblem(error: z.core.$ZodError): EnquiryProblem {
  const [first, ...rest] = enquiryProblems(error);
  if (!first) throw new Error('A failed parse names at least one problem');
  return firstProblem([first, ...rest]);
}
