import errorCopy from '../generated/errors-copy.json';
import type { ErrorCopy } from '../schemas/page-copy';
import { byLocale } from './by-locale';

/** content/copy/errors.yaml, in a language (the API answers in English: a request names none). */
export const getErrorCopy = byLocale<ErrorCopy>(errorCopy);
