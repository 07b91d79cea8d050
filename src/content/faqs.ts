import faqs from '../generated/faqs.json';
import type { FaqGroup } from '../schemas/faq';

export function getFaqGroup(slug: string): FaqGroup {
  const group = faqs.find((g) => g.slug === slug);
  if (!group) throw new Error(`No content/faqs/${slug}.yaml`);
  return group;
}
