import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, localizeHref, localizePath, LOCALES, type Locale } from '../lib/locale';

/*
 * The language of the page being rendered, set once by the page render (src/entry-server.tsx)
 * with the pages that exist, so links lead to the page in the same language where there is one,
 * and with the page's own translations, for the language switch. Islands are roots of their own:
 * they get the locale and their words as props.
 */
type PageLocale = {
  locale: Locale;
  hasPage: (path: string) => boolean;
  /** The page's address in each language it exists in. */
  alternates: Partial<Record<Locale, string>>;
};

const PageLocaleContext = createContext<PageLocale>({ locale: DEFAULT_LOCALE, hasPage: () => true, alternates: {} });

export type LocaleProviderProps = PageLocale & { children: ReactNode };

export function LocaleProvider({ locale, hasPage, alternates, children }: LocaleProviderProps) {
  return <PageLocaleContext.Provider value={{ locale, hasPage, alternates }}>{children}</PageLocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(PageLocaleContext).locale;

/** Turns the address of an English page into the address of the same page in the page's language, where it exists (lib/locale.ts). */
export function useLocalePath(): (href: string) => string {
  const { locale, hasPage } = useContext(PageLocaleContext);
  return (href) => localizeHref(href, locale, hasPage);
}

/**
 * Where the language switch leads: for each other language, this page in it, or that language's
 * home page when this page has no translation (none while that language has no home page either).
 */
export function useOtherLanguages(): { locale: Locale; href: string }[] {
  const { locale, hasPage, alternates } = useContext(PageLocaleContext);
  return LOCALES.filter((other) => other !== locale).flatMap((other) => {
    const href = alternates[other] ?? localizePath('/', other);
    return hasPage(href) ? [{ locale: other, href }] : [];
  });
}
