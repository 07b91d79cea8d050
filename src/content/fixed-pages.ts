import hiContentRoutes from '../generated/hi/content-routes.json';
import hiFixedPages from '../generated/hi/fixed-pages.json';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../lib/locale';
import { paths, type FixedPageKey } from '../lib/paths';

/** The fixed pages of each language other than English: those whose content has a translation (the content build lists them). */
const translated: Partial<Record<Locale, FixedPageKey[]>> = { hi: hiFixedPages };

/** The pages content makes in each language other than English (services, posts, legal pages…). */
const contentPaths: Partial<Record<Locale, Set<string>>> = { hi: new Set(hiContentRoutes.map((route) => route.path)) };

/** Whether a fixed page (home, contact, the blog…) is published in a language: in English always, in another once its content is translated. */
export const hasFixedPage = (page: FixedPageKey, locale: Locale): boolean => locale === DEFAULT_LOCALE || (translated[locale] ?? []).includes(page);

/**
 * Whether an address is a fixed or content page in its language, for a page rendered outside the
 * route table (the server's): English addresses are taken as they are, the prerender checks them.
 */
export function isPublishedPage(path: string): boolean {
  const { locale, path: english } = splitLocale(path);
  if (locale === DEFAULT_LOCALE) return true;
  const fixed = (Object.keys(paths) as (keyof typeof paths)[]).find((key): key is FixedPageKey => paths[key] === english);
  return fixed !== undefined ? hasFixedPage(fixed, locale) : (contentPaths[locale]?.has(path) ?? false);
}
