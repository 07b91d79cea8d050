import en from '../generated/career-copy.json';
import hi from '../generated/hi/career-copy.json';
import type { Locale } from '../lib/locale';
import type { CareerCopy } from '../schemas/page-copy';

const copy: Record<Locale, CareerCopy> = { en, hi };

/** content/copy/career.yaml */
export const getCareerCopy = (locale: Locale): CareerCopy => copy[locale];
