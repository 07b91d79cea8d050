import en from '../generated/form-result-copy.json';
import hi from '../generated/hi/form-result-copy.json';
import type { Locale } from '../lib/locale';
import type { FormResultCopy } from '../schemas/page-copy';

const copy: Record<Locale, FormResultCopy> = { en, hi };

/** content/copy/form-result.yaml */
export const getFormResultCopy = (locale: Locale): FormResultCopy => copy[locale];
