import { z } from 'zod';
import { slugSchema } from './common';
import { mediaPathSchema } from './media-path';
import type { Localized } from './localized';

/** One file under content/interns/: a featured intern on /career/interns. */
export const internSchema = z.strictObject({
  slug: slugSchema,
  order: z.number().int().describe('Position on the interns page, lowest first'),
  name: z.string().min(1),
  profession: z.string().min(1).describe('The role shown under the name, e.g. Digital Marketing Executive Intern'),
  image: mediaPathSchema.check(z.describe('A square portrait, e.g. media/interns/intern-01.jpg')),
});
export type Intern = Localized<z.infer<typeof internSchema>>;
