import en from '../generated/contact-copy.json';
import hi from '../generated/hi/contact-copy.json';
import type { Locale } from '../lib/locale';
import type { ContactCopy } from '../schemas/page-copy';

const copy: Record<Locale, ContactCopy> = { en, hi };

/** content/copy/contact.yaml */
export const getContactCopy = (locale: Locale): ContactCopy => copy[locale];
