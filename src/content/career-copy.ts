import { careerCopy } from '../generated/content/career-copy';
import type { Locale } from '../lib/locale';

/** content/copy/career.yaml, in a language. */
export const getCareerCopy = (locale: Locale) => careerCopy[locale];
