import en from '../generated/errors-copy.json';
import hi from '../generated/hi/errors-copy.json';
import type { ErrorCopy } from '../schemas/page-copy';
import { byLocale } from './by-locale';

/**
 * content/copy/errors.yaml, in a language: the JSON API answers in English (a program reads its
 * codes); a page answering a browser's refused request speaks the page's language.
 */
export const getErrorCopy = byLocale<ErrorCopy>(en, { hi });
