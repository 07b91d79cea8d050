/*
 * An image that fails to load is replaced by its fallback (SPEC.md §8: a blog cover falls back to
 * the default image). Images name their fallback in an attribute (src/components/image.tsx); one
 * listener on the document serves them all, with no React.
 */
export const FALLBACK_ATTRIBUTE = 'data-fallback-src';

function showFallback(image: HTMLImageElement): void {
  const fallback = image.getAttribute(FALLBACK_ATTRIBUTE);
  if (!fallback) return;
  // Once only: a fallback that fails too stays broken rather than looping.
  image.removeAttribute(FALLBACK_ATTRIBUTE);
  for (const source of image.closest('picture')?.querySelectorAll('source') ?? []) source.remove();
  image.removeAttribute('srcset');
  image.src = fallback;
}

export function watchImageFallbacks(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  // An image may have failed before this script ran, its error event missed: a lazy one too, as
  // the browser loads those in view while the page is still parsed. One that has not started yet
  // is not complete, and the listener above hears it fail.
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
}
