import en from '../generated/errors-copy.json';
import hi from '../generated/hi/errors-copy.json';
import type { Locale } from '../lib/locale';
import type { ErrorCopy } from '../schemas/page-copy';

const copy: Record<Locale, ErrorCopy> = { en, hi };

/** content/copy/errors.yaml, in a language: a form posted from a page is answered in its language, a request that names none in English. */
export const getErrorCopy = (locale: Locale): ErrorCopy => copy[locale];
