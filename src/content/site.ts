import { navigation } from '../generated/content/navigation';
import { site } from '../generated/content/site';
import type { Locale } from '../lib/locale';

export const getSite = (locale: Locale) => site[locale];
export const getNavigation = (locale: Locale) => navigation[locale];
