import formProblemsCopy from '../generated/form-problems-copy.json';
import type { FormProblemsCopy } from '../schemas/page-copy';

/** content/copy/form-problems.yaml */
export const getFormProblemsCopy = (): FormProblemsCopy => formProblemsCopy;
