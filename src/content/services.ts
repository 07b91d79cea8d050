import { services } from '../generated/content/services';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';

/** The service of that slug, if it has a page in that language (a service without a Hindi file has only its English page). */
export const findService = (slug: string, locale: Locale) => services[locale].find((service) => service.slug === slug);

export const getService = (slug: string, locale: Locale) => itemOf(services[locale], slug, `${locale === 'en' ? '' : `${locale}/`}services/${slug}.yaml`);
