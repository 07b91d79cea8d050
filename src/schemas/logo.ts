import { z } from 'zod';
import { imageSchema, slugSchema } from './common';
import type { Localized } from './localized';

/** A file under content/logos/: a named set of company logos (partners, clients) for a logo strip. */
export const logoGroupSchema = z.strictObject({
  slug: slugSchema,
  items: z.array(z.strictObject({ name: z.string().min(1), image: imageSchema })).min(2),
});
export type LogoGroup = Localized<z.infer<typeof logoGroupSchema>>;
