import { formResultCopy } from '../generated/content/form-result-copy';
import type { Locale } from '../lib/locale';

/** content/copy/form-result.yaml, in a language: the answers of the forms posted without JavaScript. */
export const getFormResultCopy = (locale: Locale) => formResultCopy[locale];
