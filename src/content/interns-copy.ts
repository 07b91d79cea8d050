import en from '../generated/interns-copy.json';
import hi from '../generated/hi/interns-copy.json';
import type { Locale } from '../lib/locale';
import type { InternsCopy } from '../schemas/page-copy';

const copy: Record<Locale, InternsCopy> = { en, hi };

/** content/copy/interns.yaml */
export const getInternsCopy = (locale: Locale): InternsCopy => copy[locale];
