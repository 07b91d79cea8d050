import { z } from 'zod';

/*
 * The words of the admin-style pages (/admin/*): headings, labels, buttons and the messages for
 * each state of browser storage. Validation messages stay beside their rules in schemas/admin.ts.
 */

const fieldSchema = z.strictObject({
  label: z.string().min(1),
  hint: z.string().min(1).optional().describe('A short line under the label, for example the accepted format'),
});

const pageSeoSchema = z.strictObject({
  title: z.string().min(1).max(70),
  description: z.string().min(1).max(170),
});

const pageSchema = {
  seo: pageSeoSchema,
  heading: z.string().min(1).describe('The page’s one h1'),
  lead: z.string().min(1).describe('One or two sentences under the heading'),
};

const showPageSchema = z.strictObject({
  ...pageSchema,
  savedHeading: z.string().min(1).describe('Heading over the saved record'),
  clear: z.string().min(1).describe('Button that deletes the saved record'),
  cleared: z.string().min(1).describe('Shown after the record was deleted'),
  formLink: z.string().min(1).describe('Link back to the form'),
});

const jobFormSchema = z.strictObject({
  ...pageSchema,
  fields: z.strictObject({
    title: fieldSchema,
    description: fieldSchema,
    candidates: fieldSchema,
    location: fieldSchema,
  }),
  submit: z.string().min(1),
  success: z.string().min(1).describe('Shown once the post is saved'),
  savedHeading: z.string().min(1).describe('Heading over the last saved post'),
  postdateLabel: z.string().min(1),
});

export const adminCopySchema = z.strictObject({
  eyebrow: z.string().min(1).describe('Small line above every admin page heading'),
  storageNote: z.string().min(1).describe('Tells the user that these pages keep data in this browser only'),
  states: z.strictObject({
    loading: z.string().min(1).describe('While the page reads browser storage'),
    empty: z.string().min(1).describe('A show page with nothing saved'),
    corrupt: z.string().min(1).describe('Saved data that could not be read'),
    blocked: z.string().min(1).describe('The browser refuses storage (private mode, privacy settings)'),
    full: z.string().min(1).describe('Storage is full, so nothing was saved'),
    failed: z.string().min(1).describe('Any other storage failure'),
    invalid: z.string().min(1).describe('Shown when a submitted form has mistakes'),
  }),
  imagePicker: z.strictObject({
    previewAlt: z.string().min(1).describe('Alt text of the preview of a chosen image'),
    noPreview: z.string().min(1).describe('Shown in the preview box before an image is chosen'),
    readError: z.string().min(1),
  }),
  choosePlaceholder: z.string().min(1).describe('First, empty option of a drop-down list'),
  stepper: z.strictObject({
    decrease: z.string().min(1).describe('Accessible name of the minus button; %s is the field label'),
    increase: z.string().min(1).describe('Accessible name of the plus button; %s is the field label'),
  }),
  postType: z.strictObject({ legend: z.string().min(1), job: z.string().min(1), intern: z.string().min(1) }),
  register: z.strictObject({
    ...pageSchema,
    fields: z.strictObject({ name: fieldSchema, email: fieldSchema, phone: fieldSchema, message: fieldSchema }),
    submit: z.string().min(1),
  }),
  showData: showPageSchema,
  blogPost: z.strictObject({
    ...pageSchema,
    fields: z.strictObject({ image: fieldSchema, title: fieldSchema, description: fieldSchema, summary: fieldSchema }),
    submit: z.string().min(1),
  }),
  showPostData: showPageSchema,
  internPost: z.strictObject({
    ...pageSchema,
    fields: z.strictObject({ name: fieldSchema, position: fieldSchema, image: fieldSchema }),
    positions: z.array(z.string().min(1)).min(1).describe('The positions an intern can be added for, in the order the form offers them'),
    submit: z.string().min(1),
    success: z.string().min(1),
  }),
  jobPost: jobFormSchema,
  internshipPost: jobFormSchema.extend({ fields: jobFormSchema.shape.fields.extend({ duration: fieldSchema }) }),
});
export type AdminCopy = z.infer<typeof adminCopySchema>;
