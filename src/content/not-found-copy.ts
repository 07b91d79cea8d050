import en from '../generated/not-found-copy.json';
import hi from '../generated/hi/not-found-copy.json';
import type { Locale } from '../lib/locale';
import type { NotFoundCopy } from '../schemas/page-copy';

const copy: Record<Locale, NotFoundCopy> = { en, hi };

/** content/copy/not-found.yaml */
export const getNotFoundCopy = (locale: Locale): NotFoundCopy => copy[locale];
