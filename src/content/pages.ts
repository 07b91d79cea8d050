import { pages } from '../generated/content/pages';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';

/** The page of that slug, if content/pages/ has one in that language (a page without a Hindi file has only its English page). */
export const findPage = (slug: string, locale: Locale) => pages[locale].find((page) => page.slug === slug);

export const getPage = (slug: string, locale: Locale) => itemOf(pages[locale], slug, `${locale === 'en' ? '' : `${locale}/`}pages/${slug}.yaml`);
