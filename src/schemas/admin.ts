import * as z from 'zod/mini';
import '../lib/zod-config';
import { EMAIL_PATTERN } from '../lib/enquiry-rules';
import { isoDateSchema } from './iso-date';

/*
 * The drafts the admin-style pages keep in browser storage (SPEC.md §3, §5, §9). The forms check
 * them before saving, and the pages check them again when they read storage back, because a stored
 * value is input like any other. SPEC.md shows no length bounds for these forms; the limits here
 * only keep one draft from filling the browser's storage with text.
 */

export const ADMIN_MESSAGES = {
  required: 'Please fill in this field.',
  email: 'Please enter a valid email address.',
  image: 'Please choose an image file.',
  position: 'Please choose a position from the list.',
  location: 'Please choose a location from the list.',
  candidates: 'Candidates must be a whole number, 0 or more.',
} as const;

export const JOB_LOCATIONS = ['On-site', 'Remote', 'Hybrid'] as const;

export const CANDIDATES_MIN = 0;

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, ADMIN_MESSAGES.required), z.maxLength(max, `Please keep this under ${max} characters.`));

/** An image chosen in the browser, kept as a data: URL so the show page can display it offline. */
export const imageDataUrlSchema = z
  .string()
  .check(z.minLength(1, ADMIN_MESSAGES.image), z.regex(/^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/]+={0,2}$/i, ADMIN_MESSAGES.image));

/** /admin/register */
export const appointmentSchema = z.strictObject({
  name: text(200),
  email: text(254).check(z.regex(EMAIL_PATTERN, ADMIN_MESSAGES.email)),
  phone: text(40),
  message: text(5000),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** /admin/blogPost */
export const blogPostDraftSchema = z.strictObject({
  image: imageDataUrlSchema,
  title: text(200),
  description: text(20_000),
  summary: text(1000),
});

/** /admin/internPost */
export const internDraftSchema = z.strictObject({
  name: text(200),
  // One of the positions content/admin.yaml lists; the form offers only those.
  position: z.string().check(z.trim(), z.minLength(1, ADMIN_MESSAGES.position)),
  image: imageDataUrlSchema,
});

/** /admin/jobPost */
export const jobPostSchema = z.strictObject({
  title: text(200),
  description: text(20_000),
  candidates: z.int(ADMIN_MESSAGES.candidates).check(z.minimum(CANDIDATES_MIN, ADMIN_MESSAGES.candidates)),
  location: z.enum(JOB_LOCATIONS, ADMIN_MESSAGES.location),
  // The day the post was saved, in the visitor's own calendar.
  postdate: isoDateSchema,
});
export type JobPost = z.infer<typeof jobPostSchema>;

/** /admin/internshipPost: a job post with a duration. */
export const internshipPostSchema = z.extend(jobPostSchema, { duration: text(100) });
export type InternshipPost = z.infer<typeof internshipPostSchema>;

/** The field a problem belongs to, and its message: the first one per field, in form order. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Today's date in the visitor's own calendar, written YYYY-MM-DD (what a date input shows). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
