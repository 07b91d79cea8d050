import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInterval } from './use-interval';

describe('useInterval', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back every delay and stops when paused with null', () => {
    const callback = vi.fn();
    const { rerender } = renderHook(({ delay }: { delay: number | null }) => useInterval(callback, delay), {
      initialProps: { delay: 5000 as number | null },
    });
    vi.advanceTimersByTime(15_000);
    expect(callback).toHaveBeenCalledTimes(3);
    rerender({ delay: null });
    vi.advanceTimersByTime(15_000);
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('stops when the component unmounts', () => {
    const callback = vi.fn();
    const { unmount } = renderHook(() => useInterval(callback, 1000));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
