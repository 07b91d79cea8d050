import { describe, expect, it } from 'vitest';
import { INITIAL_SCROLL_STATE, nextScrollState, type ScrollState } from './header-scroll';

const scrollThrough = (...positions: number[]): ScrollState => positions.reduce((state, y) => nextScrollState(state, y), INITIAL_SCROLL_STATE);

describe('the header scroll rule', () => {
  it('starts at the top, going up', () => {
    expect(INITIAL_SCROLL_STATE).toMatchObject({ direction: 'up', isScrolled: false });
  });

  it('reports down, then up, and the scrolled flag only past 45 px', () => {
    expect(scrollThrough(45)).toMatchObject({ direction: 'down', isScrolled: false });
    expect(scrollThrough(45, 46)).toMatchObject({ isScrolled: true });
    expect(scrollThrough(45, 46, 300)).toMatchObject({ direction: 'down', isScrolled: true });
    expect(scrollThrough(45, 46, 300, 200)).toMatchObject({ direction: 'up', isScrolled: true });
    expect(scrollThrough(45, 46, 300, 200, 0)).toMatchObject({ direction: 'up', isScrolled: false });
  });

  it('ignores tiny movements away from the top, and counts them once they add up', () => {
    expect(scrollThrough(400, 397).direction).toBe('down');
    expect(scrollThrough(400, 397, 394).direction).toBe('up');
  });

  it('treats overscroll above the top (negative positions) as the top', () => {
    expect(scrollThrough(300, -20)).toMatchObject({ direction: 'up', isScrolled: false, lastY: 0 });
  });
});
