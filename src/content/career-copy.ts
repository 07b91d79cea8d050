import careerCopy from '../generated/career-copy.json';
import type { CareerCopy } from '../schemas/page-copy';

/** content/copy/career.yaml */
export const getCareerCopy = (): CareerCopy => careerCopy;
