import site from '../generated/site.json';
import navigation from '../generated/navigation.json';
import type { Site } from '../schemas/site';
import type { Navigation } from '../schemas/navigation';

export const getSite = (): Site => site;
export const getNavigation = (): Navigation => navigation;
