import { legal } from '../generated/content/legal';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';

/** The legal pages of each language (a page without a Hindi file has only its English page). */
export const listLegalPages = (locale: Locale) => legal[locale];

export const getLegalPage = (slug: string, locale: Locale) => itemOf(legal[locale], slug, `${locale === 'en' ? '' : `${locale}/`}legal/${slug}.md`);
