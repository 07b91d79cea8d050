/** The id of the <template> in which the prerender lists the modules the entry preloads after the first paint. */
export const APP_MODULES_ID = 'app-modules';
