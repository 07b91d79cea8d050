import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

type Props = { isStarted: boolean; isReducedMotion: boolean };

describe('useCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (initial: Props) =>
    renderHook(({ isStarted, isReducedMotion }: Props) => useCountUp(150, 1000, isStarted, isReducedMotion), { initialProps: initial });

  it('stays at 0 until started', () => {
    const { result } = render({ isStarted: false, isReducedMotion: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('counts up from 0 and reaches the target after 1 second, then stops', () => {
    const { result, rerender } = render({ isStarted: false, isReducedMotion: false });
    rerender({ isStarted: true, isReducedMotion: false });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(150);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(150);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never goes down while counting', () => {
    const { result } = render({ isStarted: true, isReducedMotion: false });
    let previous = 0;
    for (let i = 0; i < 30; i++) {
      act(() => vi.advanceTimersByTime(40));
      expect(result.current).toBeGreaterThanOrEqual(previous);
      previous = result.current;
    }
  });

  it('shows the target at once under reduced motion', () => {
    const { result } = render({ isStarted: true, isReducedMotion: true });
    expect(result.current).toBe(150);
    expect(vi.getTimerCount()).toBe(0);
  });
});
