import services from '../generated/services.json';
import serviceCards from '../generated/service-cards.json';
import type { Service } from '../schemas/service';
import type { ServiceCard } from '../schemas/service-card';

export const listServices = (): Service[] => services;

export function getService(slug: string): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No content/services/${slug}.yaml`);
  return service;
}

/** The eight services of the home page grid and the /services list, in order. */
export const listServiceCards = (): ServiceCard[] => serviceCards.cards;
