import { DEFAULT_LOCALE, type Locale } from '../lib/locale';

/**
 * The accessor of a piece of copy in each language: a language with a file of its own under
 * content/<locale>/ reads it, any other the English words (an untranslated text shows in English).
 */
export function byLocale<T>(english: T, translations: Partial<Record<Locale, T>> = {}): (locale?: Locale) => T {
  return (locale = DEFAULT_LOCALE) => translations[locale] ?? english;
}
