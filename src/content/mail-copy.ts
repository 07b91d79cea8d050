import mailCopy from '../generated/mail-copy.json';
import type { MailCopy } from '../schemas/page-copy';
import { byLocale } from './by-locale';

/** content/copy/mail.yaml, in a language (a visitor's e-mails go out in the language of the page they used). */
export const getMailCopy = byLocale<MailCopy>(mailCopy);
