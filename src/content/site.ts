import enSite from '../generated/site.json';
import hiSite from '../generated/hi/site.json';
import enNavigation from '../generated/navigation.json';
import hiNavigation from '../generated/hi/navigation.json';
import type { Locale } from '../lib/locale';
import type { Site } from '../schemas/site';
import type { Navigation } from '../schemas/navigation';

const sites: Record<Locale, Site> = { en: enSite, hi: hiSite };
const navigations: Record<Locale, Navigation> = { en: enNavigation, hi: hiNavigation };

export const getSite = (locale: Locale): Site => sites[locale];
export const getNavigation = (locale: Locale): Navigation => navigations[locale];
