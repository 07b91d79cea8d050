import { interns } from '../generated/content/interns';
import type { Locale } from '../lib/locale';

/** Every featured intern, in their `order`. */
export const listInterns = (locale: Locale) => interns[locale];
