import enFaqs from '../generated/faqs.json';
import hiFaqs from '../generated/hi/faqs.json';
import type { Locale } from '../lib/locale';
import type { FaqGroup } from '../schemas/faq';

const faqs: Record<Locale, FaqGroup[]> = { en: enFaqs, hi: hiFaqs };

export function getFaqGroup(slug: string, locale: Locale): FaqGroup {
  const group = faqs[locale].find((g) => g.slug === slug);
  if (!group) throw new Error(`No content/faqs/${slug}.yaml`);
  return group;
}
