import { useEffect, useRef, useState } from 'react';
import { parseEach } from '../lib/parse-each';
import { searchable, searchWords } from '../lib/search';
import { readSearchEntry, type SearchEntry } from '../schemas/search-index';

export type SearchIndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; entries: SearchEntry[] };

/** Keeps only well-formed entries: the index is input like any other response. */
export const parseSearchIndex = (payload: unknown): SearchEntry[] => parseEach(readSearchEntry, payload);

/**
 * Fetches the build-time search index the first time `isEnabled` turns true, then keeps it.
 * After a failure, the next opening tries again.
 */
export function useSearchIndex(url: string, isEnabled: boolean): SearchIndexState {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  const isStarted = useRef(false);
  useEffect(() => {
    if (!isEnabled || isStarted.current) return;
    isStarted.current = true;
    setState({ status: 'loading' });
    fetch(url, { headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((payload) => setState({ status: 'ready', entries: parseSearchIndex(payload) }))
      .catch((error: unknown) => {
        console.warn('Search index not loaded:', error instanceof Error ? error.message : error);
        isStarted.current = false;
        setState({ status: 'failed' });
      });
  }, [isEnabled, url]);
  return state;
}

/** Entries whose title or text contain every word of the query, titles first (lib/search.ts says how words compare). */
export function searchEntries(entries: SearchEntry[], query: string, limit = 12): SearchEntry[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const title = searchable(entry.title);
    const haystack = `${title} ${searchable(entry.text)}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score = words.filter((word) => title.includes(word)).length;
    return [{ entry, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
