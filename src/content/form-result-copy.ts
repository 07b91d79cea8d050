import formResultCopy from '../generated/form-result-copy.json';
import type { FormResultCopy } from '../schemas/page-copy';

/** content/copy/form-result.yaml */
export const getFormResultCopy = (): FormResultCopy => formResultCopy;
