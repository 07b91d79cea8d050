/** What the dev server tells a page about content mistakes (scripts/site/vite-content-plugin.ts → scripts/dev/client/content-problems.ts). */
export type ContentProblems = { summary: string; lines: string[] };

/** The dev server sends the problems of the last content build under this name, when it fails and whenever a page asks. */
export const CONTENT_PROBLEMS_EVENT = 'site:content-problems';
/** A page asks for the current problems under this name once it listens. */
export const CONTENT_PROBLEMS_REQUEST = 'site:content-problems-request';

/** The module every dev page loads to show them. */
export const CONTENT_PROBLEMS_CLIENT = 'scripts/dev/client/content-problems.ts';
