import { formsCopy } from '../generated/content/forms-copy';
import type { Locale } from '../lib/locale';

/** content/copy/forms.yaml: the forms' messages, which the browser and the server both show, in a language. */
export const getFormsCopy = (locale: Locale) => formsCopy[locale];
