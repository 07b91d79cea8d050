import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('the pages a pagination bar shows', () => {
  it('shows every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages, a gap and the last near the start', () => {
    expect(pageWindow(1, 338)).toEqual([1, 2, 3, 4, 5, 'gap', 338]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });

  it('shows the first, a gap and the last pages near the end', () => {
    expect(pageWindow(338, 338)).toEqual([1, 'gap', 334, 335, 336, 337, 338]);
    expect(pageWindow(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('shows the first, the current page with its neighbours and the last in between, seven slots whatever the page', () => {
    expect(pageWindow(50, 338)).toEqual([1, 'gap', 49, 50, 51, 'gap', 338]);
    for (let current = 1; current <= 40; current++) {
      const slots = pageWindow(current, 40);
      expect(slots).toHaveLength(7);
      expect(slots).toContain(current);
      expect(slots.filter((slot) => slot !== 'gap')).toEqual([...slots.filter((slot) => slot !== 'gap')].sort((a, b) => Number(a) - Number(b)));
    }
  });
});
