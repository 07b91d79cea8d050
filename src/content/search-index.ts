import { searchIndex } from '../generated/content/search-index';
import type { Locale } from '../lib/locale';

/** What the header's search finds in each language: services, courses and posts (the content build lists them). */
export const listSearchEntries = (locale: Locale) => searchIndex[locale];
