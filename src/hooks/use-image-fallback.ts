import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An image that falls back to `fallback` when `src` is missing or fails to load. A failure can
 * happen before hydration attaches onError, so after mount the hook also checks whether the
 * browser already gave up on the image.
 */
export function useImageFallback(src: string | null, fallback: string) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => {
    const image = ref.current;
    if (src && image && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  const onError = useCallback(() => {
    if (src) setFailedSrc(src);
  }, [src]);
  return { ref, shownSrc: src && src !== failedSrc ? src : fallback, onError };
}
