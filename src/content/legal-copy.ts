import legalCopy from '../generated/legal-copy.json';
import type { LegalCopy } from '../schemas/page-copy';

/** content/copy/legal.yaml */
export const getLegalCopy = (): LegalCopy => legalCopy;
