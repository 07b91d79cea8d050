import enPages from '../generated/pages.json';
import hiPages from '../generated/hi/pages.json';
import type { Locale } from '../lib/locale';
import type { Page } from '../schemas/page';

/** The pages of sections of each language (a page without a Hindi file has only its English page). */
const pages: Record<Locale, Page[]> = { en: enPages, hi: hiPages };

/** The page of that slug, if content/pages/ has one in that language. */
export const findPage = (slug: string, locale: Locale): Page | undefined => pages[locale].find((p) => p.slug === slug);

export function getPage(slug: string, locale: Locale): Page {
  const page = findPage(slug, locale);
  if (!page) throw new Error(`No content/${locale === 'en' ? '' : `${locale}/`}pages/${slug}.yaml`);
  return page;
}
