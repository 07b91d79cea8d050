import { jobs } from '../generated/content/jobs';
import type { Locale } from '../lib/locale';

/** The openings on /career, in their `order`. */
export const listJobs = (locale: Locale) => jobs[locale];
