import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimeout } from './use-timeout';

describe('useTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once after the delay', () => {
    const callback = vi.fn();
    renderHook(() => useTimeout(callback, 4000));
    vi.advanceTimersByTime(3999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by null and by unmounting', () => {
    const callback = vi.fn();
    const { rerender, unmount } = renderHook(({ delay }: { delay: number | null }) => useTimeout(callback, delay), {
      initialProps: { delay: 1000 as number | null },
    });
    rerender({ delay: null });
    vi.advanceTimersByTime(2000);
    expect(callback).not.toHaveBeenCalled();
    rerender({ delay: 1000 });
    unmount();
    vi.advanceTimersByTime(2000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('restarts when the key changes', () => {
    const callback = vi.fn();
    const { rerender } = renderHook(({ key }: { key: number }) => useTimeout(callback, 1000, key), { initialProps: { key: 1 } });
    vi.advanceTimersByTime(600);
    rerender({ key: 2 });
    vi.advanceTimersByTime(600);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('uses the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ cb }: { cb: () => void }) => useTimeout(cb, 1000), { initialProps: { cb: first } });
    rerender({ cb: second });
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
