import plans from '../generated/hosting-plans.json';
import type { HostingPlan } from '../schemas/hosting-plan';

/** The yearly hosting plans, cheapest first (their order field). */
export const listHostingPlans = (): HostingPlan[] => plans;
