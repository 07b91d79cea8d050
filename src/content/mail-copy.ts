import en from '../generated/mail-copy.json';
import hi from '../generated/hi/mail-copy.json';
import type { Locale } from '../lib/locale';
import type { MailCopy } from '../schemas/page-copy';

const copy: Record<Locale, MailCopy> = { en, hi };

/** content/copy/mail.yaml, in a language (a visitor's e-mails go out in the language of the page they used). */
export const getMailCopy = (locale: Locale): MailCopy => copy[locale];
