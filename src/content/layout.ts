import enLayout from '../generated/layout.json';
import hiLayout from '../generated/hi/layout.json';
import enLogos from '../generated/logos.json';
import hiLogos from '../generated/hi/logos.json';
import type { Locale } from '../lib/locale';
import type { Layout } from '../schemas/layout';
import type { LogoGroup } from '../schemas/logo';

const layouts: Record<Locale, Layout> = { en: enLayout, hi: hiLayout };
const logos: Record<Locale, LogoGroup[]> = { en: enLogos, hi: hiLogos };

export const getLayout = (locale: Locale): Layout => layouts[locale];

export function getLogoGroup(slug: string, locale: Locale): LogoGroup {
  const group = logos[locale].find((g) => g.slug === slug);
  if (!group) throw new Error(`No content/logos/${slug}.yaml`);
  return group;
}
