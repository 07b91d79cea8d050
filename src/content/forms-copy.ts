import en from '../generated/forms-copy.json';
import hi from '../generated/hi/forms-copy.json';
import type { Locale } from '../lib/locale';
import type { FormsCopy } from '../schemas/page-copy';

const copy: Record<Locale, FormsCopy> = { en, hi };

/** content/copy/forms.yaml: the forms' messages, which the browser and the server both show. */
export const getFormsCopy = (locale: Locale): FormsCopy => copy[locale];
