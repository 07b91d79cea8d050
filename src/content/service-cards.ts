import enCards from '../generated/service-cards.json';
import hiCards from '../generated/hi/service-cards.json';
import type { Locale } from '../lib/locale';
import type { ServiceCard, ServiceCards } from '../schemas/service-card';

const serviceCards: Record<Locale, ServiceCards> = { en: enCards, hi: hiCards };

/**
 * The eight services of the home page grid and the /services list, in order. A module of its
 * own so the pages that show the grid do not carry every service page's content.
 */
export const listServiceCards = (locale: Locale): ServiceCard[] => serviceCards[locale].cards;
