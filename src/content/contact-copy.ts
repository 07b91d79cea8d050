import { contactCopy } from '../generated/content/contact-copy';
import type { Locale } from '../lib/locale';

/** content/copy/contact.yaml, in a language. */
export const getContactCopy = (locale: Locale) => contactCopy[locale];
