import enJobs from '../generated/jobs.json';
import hiJobs from '../generated/hi/jobs.json';
import type { Locale } from '../lib/locale';
import type { Job } from '../schemas/job';

const jobs: Record<Locale, Job[]> = { en: enJobs, hi: hiJobs };

/** The openings on /career, in their `order`. */
export const listJobs = (locale: Locale): Job[] => jobs[locale];
