import { notFoundCopy } from '../generated/content/not-found-copy';
import type { Locale } from '../lib/locale';

/** content/copy/not-found.yaml, in a language. */
export const getNotFoundCopy = (locale: Locale) => notFoundCopy[locale];
