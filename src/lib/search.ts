/*
 * What the site's two searches share: where the header search's index is, and how a text is
 * made comparable. Both sides of a match, the words typed and the text searched, go through
 * `searchable`, so Devanagari typed with or without its nukta, and in either Unicode normal
 * form, finds the same words.
 */

/** Where the prerender writes the index of services, courses and posts of the header search, in each language's folder. */
export const SEARCH_INDEX_URL = '/search-index.json';
