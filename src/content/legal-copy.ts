import en from '../generated/legal-copy.json';
import hi from '../generated/hi/legal-copy.json';
import type { Locale } from '../lib/locale';
import type { LegalCopy } from '../schemas/page-copy';

const copy: Record<Locale, LegalCopy> = { en, hi };

/** content/copy/legal.yaml */
export const getLegalCopy = (locale: Locale): LegalCopy => copy[locale];
