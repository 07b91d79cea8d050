import enServices from '../generated/services.json';
import hiServices from '../generated/hi/services.json';
import type { Locale } from '../lib/locale';
import type { Service } from '../schemas/service';

/** The services with a page in each language (a service without a Hindi file has only its English page). */
const services: Record<Locale, Service[]> = { en: enServices, hi: hiServices };

export const findService = (slug: string, locale: Locale): Service | undefined => services[locale].find((s) => s.slug === slug);

export function getService(slug: string, locale: Locale): Service {
  const service = findService(slug, locale);
  if (!service) throw new Error(`No content/${locale === 'en' ? '' : `${locale}/`}services/${slug}.yaml`);
  return service;
}
