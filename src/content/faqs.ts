import { faqs } from '../generated/content/faqs';
import type { Locale } from '../lib/locale';
import { itemOf } from './item';

export const getFaqGroup = (slug: string, locale: Locale) => itemOf(faqs[locale], slug, `faqs/${slug}.yaml`);
