import interns from '../generated/interns.json';
import type { Intern } from '../schemas/intern';

/** Every featured intern, in their `order`. */
export const listInterns = (): Intern[] => interns;
