/*
 * What the site's two searches share: where the header search's index is, and how a text is
 * made comparable. Both sides of a match, the words typed and the text searched, go through
 * `searchable`, so Devanagari typed with or without its nukta, and in either Unicode normal
 * form, finds the same words.
 */

/** Where the prerender writes the index of services, courses and posts of the header search, in each language's folder. */
export const SEARCH_INDEX_URL = '/search-index.json';

const NUKTA = /\u093C/g;

/**
 * A text as the searches compare it: in lower case, and with Devanagari's nukta dropped in either
 * Unicode normal form (ज़ written as one character or as ज and a nukta, or without the nukta, all
 * read as ज), so a visitor finds a word however their keyboard writes it.
 */
export const searchable = (text: string): string => text.normalize('NFD').replace(NUKTA, '').normalize('NFC').toLowerCase();

/** The words of a query, each made searchable. */
export const searchWords = (query: string): string[] => searchable(query).split(/\s+/).filter(Boolean);
