import { useEffect, useState, type RefObject } from 'react';

/** True once the element has scrolled up out of view (above the viewport, below the sticky nav). */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, active: boolean, topOffset = 60): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') {
      setPast(false);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < topOffset);
      },
      { rootMargin: `-${topOffset}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, topOffset]);
  return past;
}
