import { useEffect, useState } from 'react';

export type ScrollDirection = 'up' | 'down';
export type ScrollState = { direction: ScrollDirection; isScrolled: boolean; y: number };

const INITIAL: ScrollState = { direction: 'up', isScrolled: false, y: 0 };

/**
 * Which way the page last scrolled, and whether it is past `threshold` pixels from the top.
 * Movements smaller than `tolerance` are ignored, so a trembling finger does not flip the header.
 * The server and the first client render see the top of the page.
 */
export function useScrollDirection(threshold = 45, tolerance = 6): ScrollState {
  const [state, setState] = useState<ScrollState>(INITIAL);
  useEffect(() => {
    let lastY = window.scrollY;
    const update = () => {
      const y = Math.max(0, window.scrollY);
      const isScrolled = y > threshold;
      const delta = y - lastY;
      // Near the top every move counts; further down, only moves past the tolerance turn the direction.
      const moved = Math.abs(delta) >= tolerance || !isScrolled;
      if (moved) lastY = y;
      setState((previous) => {
        const direction: ScrollDirection = moved && delta > 0 ? 'down' : moved && delta < 0 ? 'up' : previous.direction;
        return previous.direction === direction && previous.isScrolled === isScrolled && previous.y === y ? previous : { direction, isScrolled, y };
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, tolerance]);
  return state;
}
