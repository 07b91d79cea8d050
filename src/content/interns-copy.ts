import { internsCopy } from '../generated/content/interns-copy';
import type { Locale } from '../lib/locale';

/** content/copy/interns.yaml, in a language. */
export const getInternsCopy = (locale: Locale) => internsCopy[locale];
