import { z } from 'zod';
import { slugSchema } from './common';
import { isoDateSchema } from './iso-date';
import type { Localized } from './localized';

/** The kinds of employment an opening can be; content/copy/career.yaml names each in the page's language. */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** One file under content/jobs/: an opening on /career. The file name is its id. */
export const jobSchema = z.strictObject({
  slug: slugSchema,
  order: z.number().int().describe('Position on the careers page, lowest first'),
  title: z.string().min(1).max(80),
  location: z.string().min(1).describe('For example "Jaipur (on-site)"'),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  datePosted: isoDateSchema,
  description: z.string().min(1).max(600).describe('What the role is and who it suits, in a few sentences'),
  responsibilities: z.array(z.string().min(1)).min(1).max(8),
});
export type Job = Localized<z.infer<typeof jobSchema>>;
