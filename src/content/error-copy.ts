import { errorsCopy } from '../generated/content/errors-copy';
import type { Locale } from '../lib/locale';

/** content/copy/errors.yaml, in a language: a form posted from a page is answered in its language, a request that names none in English. */
export const getErrorCopy = (locale: Locale) => errorsCopy[locale];
