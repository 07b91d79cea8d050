import en from '../generated/search-index.json';
import hi from '../generated/hi/search-index.json';
import type { Locale } from '../lib/locale';
import type { SearchEntry } from '../schemas/search-index';

const entries: Record<Locale, SearchEntry[]> = { en, hi };

/** What the header's search finds in each language: services, courses and posts (the content build lists them). */
export const listSearchEntries = (locale: Locale): SearchEntry[] => entries[locale];
