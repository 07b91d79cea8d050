import en from '../generated/form-result-copy.json';
import hi from '../generated/hi/form-result-copy.json';
import type { FormResultCopy } from '../schemas/page-copy';
import { byLocale } from './by-locale';

/** content/copy/form-result.yaml, in a language. */
export const getFormResultCopy = byLocale<FormResultCopy>(en, { hi });
