import internsCopy from '../generated/interns-copy.json';
import type { InternsCopy } from '../schemas/page-copy';

/** content/copy/interns.yaml */
export const getInternsCopy = (): InternsCopy => internsCopy;
