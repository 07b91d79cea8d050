import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollDirection } from './use-scroll-direction';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrollDirection', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('starts at the top, going up', () => {
    const { result } = renderHook(() => useScrollDirection());
    expect(result.current).toMatchObject({ direction: 'up', isScrolled: false });
  });

  it('reports down, then up, and the scrolled flag only past the threshold', () => {
    const { result } = renderHook(() => useScrollDirection(45));
    scrollTo(45);
    expect(result.current).toMatchObject({ direction: 'down', isScrolled: false });
    scrollTo(46);
    expect(result.current.isScrolled).toBe(true);
    scrollTo(300);
    expect(result.current).toMatchObject({ direction: 'down', isScrolled: true });
    scrollTo(200);
    expect(result.current).toMatchObject({ direction: 'up', isScrolled: true });
    scrollTo(0);
    expect(result.current).toMatchObject({ direction: 'up', isScrolled: false });
  });

  it('ignores tiny movements away from the top', () => {
    const { result } = renderHook(() => useScrollDirection(45, 6));
    scrollTo(400);
    scrollTo(397);
    expect(result.current.direction).toBe('down');
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useScrollDirection());
    unmount();
    scrollTo(500);
    expect(result.current.isScrolled).toBe(false);
  });
});
