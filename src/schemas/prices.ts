import { z } from 'zod';

/**
 * content/prices.yaml: prices that copy names with a placeholder, {prices.<name>}, shown as
 * rupees (₹1,234), so a price is changed in one place. The yearly plan prices live in
 * content/hosting-plans/.
 */
export const pricesSchema = z
  .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a name in camelCase, for example hostingOffer'), z.number().int().positive())
  .describe('Each price in whole rupees, by the name copy gives it: hostingOffer: 139 is written {prices.hostingOffer}');
export type Prices = z.infer<typeof pricesSchema>;
