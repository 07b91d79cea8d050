/*
 * How an island is written into the page's HTML: shared by the prerender (src/islands/island.tsx)
 * and the browser's loader (src/island-loader.ts), which must not import React.
 */

/**
 * When the browser hydrates an island. Every island also hydrates on its first interaction
 * (focus, pointer, keys, input, click, submit), and a click or submit that comes before it is
 * ready is held and handled once it is.
 * - interaction: on first interaction only (forms, search);
 * - visible: once it comes near the viewport (animated widgets);
 * - search-param: at once when the page's address has the named query parameter (?q=).
 */
export type HydrateWhen = 'interaction' | 'visible' | { searchParam: string };

const SEARCH_PARAM_PREFIX = 'search-param:';

export const hydrateAttribute = (when: HydrateWhen): string => (typeof when === 'string' ? when : `${SEARCH_PARAM_PREFIX}${when.searchParam}`);

/** The query parameter that wakes an island at once, if its hydrate attribute names one. */
export const searchParamOf = (attribute: string): string | undefined =>
  attribute.startsWith(SEARCH_PARAM_PREFIX) ? attribute.slice(SEARCH_PARAM_PREFIX.length) : undefined;

/** The attributes of an island's element. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  index: 'data-island-index',
  props: 'data-props',
  hydrate: 'data-hydrate',
  /** Set by the loader once the island has hydrated. */
  hydrated: 'data-hydrated',
} as const;

/** The placeholder of island `index` in the page's HTML, replaced by the island's own rendering. */
export const islandSlot = (index: number): string => `<template data-island-slot="${index}"></template>`;

/** The useId prefix of island `index`: the same on the server and in the browser. */
export const islandIdentifierPrefix = (index: number): string => `i${index}-`;
