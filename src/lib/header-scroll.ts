/*
 * The sticky header hides while the visitor scrolls down and comes back on the way up (SPEC.md
 * §2), and carries a "scrolled" flag past 45 px. A few lines of script without React: every page
 * runs it, and none should need React for it.
 */
/** Marks the site's header (src/layouts/site-header.tsx). */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

export type ScrollDirection = 'up' | 'down';
export type ScrollState = { direction: ScrollDirection; isScrolled: boolean; lastY: number };

/** Past this many pixels from the top the page counts as scrolled (SPEC.md §9). */
export const SCROLLED_THRESHOLD = 45;
/** Moves smaller than this are ignored away from the top, so a trembling finger does not flip the header. */
export const SCROLL_TOLERANCE = 6;

export const INITIAL_SCROLL_STATE: ScrollState = { direction: 'up', isScrolled: false, lastY: 0 };

/** The state after the page has scrolled to `y`. */
export function nextScrollState(previous: ScrollState, y: number, threshold = SCROLLED_THRESHOLD, tolerance = SCROLL_TOLERANCE): ScrollState {
  const top = Math.max(0, y);
  const isScrolled = top > threshold;
  const delta = top - previous.lastY;
  // Near the top every move counts; further down, only moves past the tolerance turn the direction.
  const moved = Math.abs(delta) >= tolerance || !isScrolled;
  const direction: ScrollDirection = moved && delta > 0 ? 'down' : moved && delta < 0 ? 'up' : previous.direction;
  return { direction, isScrolled, lastY: moved ? top : previous.lastY };
}

/** Keeps the header's data-scrolled and data-hidden attributes in step with the page's scrolling. */
export function watchHeaderScroll(header: HTMLElement): void {
  let state: ScrollState | undefined;
  let isQueued = false;
  const update = () => {
    isQueued = false;
    const y = window.scrollY;
    state = nextScrollState(state ?? { ...INITIAL_SCROLL_STATE, lastY: y }, y);
    header.dataset.scrolled = String(state.isScrolled);
    header.dataset.hidden = String(state.isScrolled && state.direction === 'down');
  };
  // Reading scrollY lays the page out: as the page script starts that would be a layout of its own,
  // before the browser's first; in the first frame the page has been laid out already.
  requestAnimationFrame(update);
  window.addEventListener(
    'scroll',
    () => {
      if (isQueued) return;
      isQueued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
}
