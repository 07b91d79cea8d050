import { z } from 'zod';
import { slugSchema } from './common';
import type { Localized } from './localized';

/** One file under content/hosting-plans/: a yearly web hosting plan. */
export const hostingPlanSchema = z.strictObject({
  slug: slugSchema,
  order: z.number().int().min(1).describe('Position in the list of plans'),
  name: z.string().min(1),
  yearlyPrice: z.number().int().positive().describe('In rupees, per year'),
  summary: z.string().min(1).max(120),
  isFeatured: z.boolean().default(false).describe('Highlights the plan most visitors should pick'),
  features: z.array(z.string().min(1)).min(1),
});
export type HostingPlan = Localized<z.infer<typeof hostingPlanSchema>>;
