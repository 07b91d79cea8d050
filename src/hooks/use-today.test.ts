import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today';

describe('useToday', () => {
  afterEach(() => vi.useRealTimers());

  it("gives today's date in the site's time zone after mount", () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T20:00:00Z') });
    const { result } = renderHook(() => useToday('Asia/Kolkata'));
    // 20:00 UTC is already 1:30 the next morning in Jaipur.
    expect(result.current).toBe('2026-03-02');
  });
});
