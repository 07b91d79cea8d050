import enPlans from '../generated/hosting-plans.json';
import hiPlans from '../generated/hi/hosting-plans.json';
import type { Locale } from '../lib/locale';
import type { HostingPlan } from '../schemas/hosting-plan';

const plans: Record<Locale, HostingPlan[]> = { en: enPlans, hi: hiPlans };

/** The yearly hosting plans, cheapest first (their order field). */
export const listHostingPlans = (locale: Locale): HostingPlan[] => plans[locale];
