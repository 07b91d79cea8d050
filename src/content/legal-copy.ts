import { legalCopy } from '../generated/content/legal-copy';
import type { Locale } from '../lib/locale';

/** content/copy/legal.yaml, in a language. */
export const getLegalCopy = (locale: Locale) => legalCopy[locale];
