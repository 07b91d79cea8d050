import { mailCopy } from '../generated/content/mail-copy';
import type { Locale } from '../lib/locale';

/** content/copy/mail.yaml, in a language (a visitor's e-mails go out in the language of the page they used). */
export const getMailCopy = (locale: Locale) => mailCopy[locale];
