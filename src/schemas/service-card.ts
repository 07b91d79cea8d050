import { z } from 'zod';
import { internalHrefSchema } from './common';
import { iconNameSchema } from './icon';

/** content/service-cards.yaml: the eight services shown on the home page and on /services. */
export const serviceCardsSchema = z.strictObject({
  cards: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        text: z.string().min(1).max(200),
        icon: iconNameSchema,
        href: internalHrefSchema,
      }),
    )
    .length(8, 'exactly 8 cards'),
});
export type ServiceCards = z.infer<typeof serviceCardsSchema>;
export type ServiceCard = ServiceCards['cards'][number];
