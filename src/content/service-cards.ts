import enCards from '../generated/service-cards.json';
import hiCards from '../generated/hi/service-cards.json';
import type { Locale } from '../lib/locale';
import type { ServiceCard } from '../schemas/service-card';

const serviceCards: Record<Locale, ServiceCard[]> = { en: enCards, hi: hiCards };

/**
 * The cards of the home page grid and the /services list, in order: every service file (and the
 * e-learning page) with a `card`. A module of its own so the pages that show the grid do not
 * carry every service page's content.
 */
export const listServiceCards = (locale: Locale): ServiceCard[] => serviceCards[locale];
