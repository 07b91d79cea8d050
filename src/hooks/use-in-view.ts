import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once at least `threshold` of the element has been visible, and stays true
 * (the counters start once).
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.5): boolean {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isInView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setIsInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, isInView]);
  return isInView;
}
