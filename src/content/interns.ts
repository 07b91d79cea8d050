import enInterns from '../generated/interns.json';
import hiInterns from '../generated/hi/interns.json';
import type { Locale } from '../lib/locale';
import type { Intern } from '../schemas/intern';

const interns: Record<Locale, Intern[]> = { en: enInterns, hi: hiInterns };

/** Every featured intern, in their `order`. */
export const listInterns = (locale: Locale): Intern[] => interns[locale];
