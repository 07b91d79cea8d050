import { getMailCopy } from '../../src/content/mail-copy';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/locale';

/** The language of the page a lead was sent from, named in English as the company's notification names it. */
export const languageName = (locale: Locale) => getMailCopy(DEFAULT_LOCALE).notification.languages[locale];
