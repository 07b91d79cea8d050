import enLegal from '../generated/legal.json';
import hiLegal from '../generated/hi/legal.json';
import type { Locale } from '../lib/locale';
import type { LegalPage } from '../schemas/legal';

/** The legal pages of each language (a page without a Hindi file has only its English page). */
const legal: Record<Locale, LegalPage[]> = { en: enLegal, hi: hiLegal };

export const listLegalPages = (locale: Locale): LegalPage[] => legal[locale];

export function getLegalPage(slug: string, locale: Locale): LegalPage {
  const page = legal[locale].find((p) => p.slug === slug);
  if (!page) throw new Error(`No content/${locale === 'en' ? '' : `${locale}/`}legal/${slug}.md`);
  return page;
}
