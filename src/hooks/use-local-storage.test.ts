import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { classifyStorageError, useLocalStorage } from './use-local-storage';

const noteSchema = z.strictObject({ text: z.string().check(z.minLength(1)) });
const KEY = 'test-note';

function renderNote() {
  const seen: unknown[] = [];
  const hook = renderHook(() => {
    const state = useLocalStorage(KEY, noteSchema, null);
    seen.push(state.value);
    return state;
  });
  return { ...hook, seen };
}

describe('useLocalStorage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('renders the fallback first, then the stored value read after mount', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ text: 'saved' }));
    const { result, seen } = renderNote();
    expect(seen[0]).toBeNull();
    expect(result.current.value).toEqual({ text: 'saved' });
    expect(result.current.status).toBe('ready');
    expect(result.current.readProblem).toBeNull();
  });

  it('keeps the fallback, without a problem, when nothing is stored', () => {
    const { result } = renderNote();
    expect(result.current.value).toBeNull();
    expect(result.current.status).toBe('ready');
    expect(result.current.readProblem).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"text": '],
    ['JSON of another shape', JSON.stringify({ text: '' })],
    ['JSON with unknown fields', JSON.stringify({ text: 'x', extra: 1 })],
  ])('treats %s as missing and reports it as corrupt', (_label, raw) => {
    window.localStorage.setItem(KEY, raw);
    const { result } = renderNote();
    expect(result.current.value).toBeNull();
    expect(result.current.readProblem).toBe('corrupt');
  });

  it('writes JSON and shows the new value at once', () => {
    const { result } = renderNote();
    let outcome: unknown;
    act(() => {
      outcome = result.current.write({ text: 'new' });
    });
    expect(outcome).toEqual({ ok: true });
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ text: 'new' });
    expect(result.current.value).toEqual({ text: 'new' });
  });

  it('reports a full quota instead of throwing, and keeps the old value', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ text: 'old' }));
    const { result } = renderNote();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    let outcome: unknown;
    act(() => {
      outcome = result.current.write({ text: 'too big' });
    });
    expect(outcome).toEqual({ ok: false, problem: 'full' });
    expect(result.current.value).toEqual({ text: 'old' });
  });

  it('reports blocked storage (the getter throws SecurityError) on read and on write', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const { result } = renderNote();
    expect(result.current.value).toBeNull();
    expect(result.current.readProblem).toBe('blocked');
    let outcome: unknown;
    act(() => {
      outcome = result.current.write({ text: 'x' });
    });
    expect(outcome).toEqual({ ok: false, problem: 'blocked' });
  });

  it('reports blocked storage when getItem itself throws SecurityError', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderNote();
    expect(result.current.readProblem).toBe('blocked');
  });

  it('removes the stored value and falls back', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ text: 'saved' }));
    const { result } = renderNote();
    act(() => {
      expect(result.current.remove()).toEqual({ ok: true });
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(result.current.value).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderNote();
    act(() => {
      window.localStorage.setItem(KEY, JSON.stringify({ text: 'from another tab' }));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current.value).toEqual({ text: 'from another tab' });
  });
});

describe('classifyStorageError', () => {
  it('names a full quota, blocked storage and anything else', () => {
    expect(classifyStorageError(new DOMException('x', 'QuotaExceededError'))).toBe('full');
    expect(classifyStorageError(new DOMException('x', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe('full');
    expect(classifyStorageError(new DOMException('x', 'SecurityError'))).toBe('blocked');
    expect(classifyStorageError(new TypeError('x'))).toBe('failed');
    expect(classifyStorageError('a string')).toBe('failed');
  });
});
