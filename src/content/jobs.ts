import jobs from '../generated/jobs.json';
import type { Job } from '../schemas/job';

/** The openings on /career, in their `order`. */
export const listJobs = (): Job[] => jobs;
