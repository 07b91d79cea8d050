/** A slot of a pagination bar: a page's number, or a gap where pages are left out. */
export type PageSlot = number | 'gap';

/** How many numbered slots a bar holds at most, beside Previous and Next. */
const SLOTS = 7;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The slots of a pagination bar: every page when there are seven or fewer; otherwise the first and
 * the last page, the current one with its neighbours, and a gap for each run of pages left out.
 * Always seven slots then, so the bar keeps its width from page to page, and a page's HTML does
 * not grow with the number of pages (a blog of a thousand posts has hundreds of list pages).
 */
export function pageWindow(current: number, count: number): PageSlot[] {
  if (count <= SLOTS) return range(1, count);
  if (current <= 4) return [...range(1, 5), 'gap', count];
  if (current >= count - 3) return [1, 'gap', ...range(count - 4, count)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', count];
}
