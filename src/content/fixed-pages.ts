import { contentRoutes } from '../generated/content/content-routes';
import { fixedPages } from '../generated/content/fixed-pages';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../lib/locale';
import { fixedPageKeys, fixedPagePath, type FixedPageKey } from '../lib/paths';

/** Whether a fixed page (home, contact, the blog…) is published in a language: in English always, in another once its content is translated (the content build lists them). */
export const hasFixedPage = (page: FixedPageKey, locale: Locale): boolean => fixedPages[locale].includes(page);

/** The pages content makes in a language (services, courses, legal pages…). */
export const listContentRoutes = (locale: Locale) => contentRoutes[locale];

/**
 * Whether an address is a fixed or content page in its language, for a page rendered outside the
 * route table (the server's): English addresses are taken as they are, the prerender checks them.
 */
export function isPublishedPage(path: string): boolean {
  const { locale, path: english } = splitLocale(path);
  if (locale === DEFAULT_LOCALE) return true;
  const fixed = fixedPageKeys.find((key) => fixedPagePath(key) === english);
  return fixed !== undefined ? hasFixedPage(fixed, locale) : contentRoutes[locale].some((route) => route.path === path);
}
