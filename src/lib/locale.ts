/*
 * The site's languages. English keeps SPEC.md's addresses; every Hindi page is the same address
 * under /hi. This module is the one place that knows the list, the prefix, and how an address of
 * one language becomes the address of the other.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language, for `lang`, `hreflang`, `og:locale` and dates. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The address prefix of a language: '' for English, '/hi' for Hindi. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** An English site path as the path of the same page in `locale`: '/contact-us' → '/hi/contact-us', '/' → '/hi/'. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${localePrefix(locale)}${path}`;
}

/** The language of a site path and the English path of its page: '/hi/blog' → { locale: 'hi', path: '/blog' }. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * An address on a page in `locale`: an English page's address becomes the address of the same page
 * in that language when `hasPage` says it exists there, and stays English otherwise (a service not
 * translated yet). Addresses that are not pages of the site (media, form posts, other sites,
 * anchors) and addresses already in the language are left as they are.
 */
export function localizeHref(href: string, locale: Locale, hasPage: (path: string) => boolean): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//') || splitLocale(href).locale === locale) return href;
  const localized = localizePath(href, locale);
  return hasPage(localized.replace(/[?#].*$/, '')) ? localized : href;
}
