/*
 * React's server renderer (the server's pages and e-mails) picks its production build from
 * NODE_ENV when it is first loaded, as the prerender's does: index.ts imports this module first, so
 * it runs before anything loads React. A NODE_ENV set outside (a test runner's) is kept.
 */
process.env.NODE_ENV ??= 'production';
