import contactCopy from '../generated/contact-copy.json';
import type { ContactCopy } from '../schemas/page-copy';

/** content/copy/contact.yaml */
export const getContactCopy = (): ContactCopy => contactCopy;
