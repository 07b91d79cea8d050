import { z } from 'zod';
import { iconNameSchema } from './icon';
import type { Localized } from './localized';

/**
 * The `card` of a service file (or of content/pages/e-learning.yaml): whether and where the
 * service shows in the grid of cards on the home page and /services.
 */
export const serviceCardSchema = z
  .strictObject({
    order: z.number().int().min(1).describe('Position in the grid: 1 comes first'),
    title: z.string().min(1).optional().describe("The card's heading, when it differs from the page title"),
    text: z.string().min(1).max(200),
    icon: iconNameSchema,
  })
  .describe('Shows this page as a card on the home page and /services, in `order`; leave it out to keep the page off the grid');

/** A card of the grid as the content build writes it (src/generated/service-cards.json), in order. */
export type ServiceCard = Localized<{ title: string; text: string; icon: z.infer<typeof iconNameSchema>; href: string }>;
