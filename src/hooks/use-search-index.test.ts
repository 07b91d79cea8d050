import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchEntry } from '../schemas/search-index';
import { parseSearchIndex, searchEntries, useSearchIndex } from './use-search-index';

const entries: SearchEntry[] = [
  { kind: 'service', title: 'Local SEO services', href: '/services/local-seo-services', text: 'Get found on maps' },
  { kind: 'course', title: 'Python and Django', href: '/services/e-learning', text: 'Python from zero to web apps' },
  { kind: 'post', title: 'Getting started with Python', href: '/getting-started-with-python', text: 'A roadmap' },
];

describe('searchEntries', () => {
  it('needs every word, ranks title matches first, and ignores blank queries', () => {
    expect(searchEntries(entries, '  ')).toEqual([]);
    expect(searchEntries(entries, 'python').map((e) => e.kind)).toEqual(['course', 'post']);
    expect(searchEntries(entries, 'PYTHON web').map((e) => e.title)).toEqual(['Python and Django']);
    expect(searchEntries(entries, 'maps seo').map((e) => e.kind)).toEqual(['service']);
    expect(searchEntries(entries, 'python', 1)).toHaveLength(1);
  });

  it('finds Hindi entries however the nukta is typed', () => {
    const hindi: SearchEntry[] = [{ kind: 'service', title: 'सॉफ़्टवेयर ऑटोमेशन', href: '/hi/services/x', text: 'रोज़ के काम अपने आप' }];
    for (const query of ['सॉफ़्टवेयर', 'सॉफ\u093C्टवेयर', 'सॉफ्टवेयर', 'रोज']) expect(searchEntries(hindi, query)).toEqual(hindi);
  });
});

describe('parseSearchIndex', () => {
  it('keeps only well-formed entries with site paths', () => {
    expect(parseSearchIndex({ not: 'a list' })).toEqual([]);
    expect(
      parseSearchIndex([...entries, { kind: 'other', title: 'x', href: '/x', text: '' }, { kind: 'post', title: 'x', href: 'https://evil', text: '' }, null]),
    ).toEqual(entries);
  });
});

describe('useSearchIndex', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches nothing until enabled, then once; a failure is retried on the next opening', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new Response(JSON.stringify(entries), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, rerender } = renderHook(({ on }: { on: boolean }) => useSearchIndex('/search-index.json', on), { initialProps: { on: false } });
    expect(result.current.status).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    rerender({ on: false });
    rerender({ on: true });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', entries }));
    rerender({ on: false });
    rerender({ on: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
