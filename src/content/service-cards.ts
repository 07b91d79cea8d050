import { serviceCards } from '../generated/content/service-cards';
import type { Locale } from '../lib/locale';

/**
 * The cards of the home page grid and the /services list, in order: every service file (and the
 * e-learning page) with a `card`. A module of its own so the pages that show the grid do not
 * carry every service page's content.
 */
export const listServiceCards = (locale: Locale) => serviceCards[locale];
