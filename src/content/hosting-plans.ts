import { hostingPlans } from '../generated/content/hosting-plans';
import type { Locale } from '../lib/locale';

/** The yearly hosting plans, cheapest first (their order field). */
export const listHostingPlans = (locale: Locale) => hostingPlans[locale];
