import { z } from 'zod';
import { imageSchema, slugSchema } from './common';
import type { Localized } from './localized';

/** A file under content/mentors/: one mentor, shown as a card that opens a popup. */
export const mentorSchema = z.strictObject({
  slug: slugSchema,
  order: z.number().int().describe('Position among the mentors, smallest first'),
  name: z.string().min(1),
  title: z.string().min(1).describe('What they teach or do, shown under the name'),
  image: imageSchema,
  description: z.string().min(1),
  points: z.array(z.string().min(1)).min(1).max(8),
});
export type Mentor = Localized<z.infer<typeof mentorSchema>>;
