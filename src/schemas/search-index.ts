import type { Localized } from './localized';

/**
 * One entry of the site search's index: the content build writes them, the search dialog reads
 * them back (a response is input like any other, so it keeps only the entries that fit). Read by
 * hand rather than with a schema library, so the search island stays small.
 */
export const SEARCH_ENTRY_KINDS = ['service', 'course', 'post', 'page'] as const;
export type SearchEntry = Localized<{ kind: (typeof SEARCH_ENTRY_KINDS)[number]; title: string; href: string; text: string }>;

/** The entry an item of a fetched index holds, with nothing else; undefined if it is not one. */
export function readSearchEntry(item: unknown): SearchEntry | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { kind, title, href, text, lang } = item as Record<string, unknown>;
  const isKind = SEARCH_ENTRY_KINDS.some((known) => known === kind);
  if (!isKind || typeof title !== 'string' || typeof href !== 'string' || !href.startsWith('/') || typeof text !== 'string') return undefined;
  // The language of a title or text that is not in the page's language (localized.ts).
  const tags = typeof lang === 'object' && lang !== null ? (lang as Record<string, unknown>) : {};
  const languages = Object.fromEntries((['title', 'text'] as const).flatMap((field) => (typeof tags[field] === 'string' ? [[field, tags[field]]] : [])));
  return { kind: kind as SearchEntry['kind'], title, href, text, ...(Object.keys(languages).length > 0 ? { lang: languages } : {}) };
}
