import hiFixedPages from '../generated/hi/fixed-pages.json';
import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import type { FixedPageKey } from '../lib/paths';

/** The fixed pages of each language other than English: those whose content has a translation (the content build lists them). */
const translated: Partial<Record<Locale, FixedPageKey[]>> = { hi: hiFixedPages };

/** Whether a fixed page (home, contact, the blog…) is published in a language: in English always, in another once its content is translated. */
export const hasFixedPage = (page: FixedPageKey, locale: Locale): boolean => locale === DEFAULT_LOCALE || (translated[locale] ?? []).includes(page);
