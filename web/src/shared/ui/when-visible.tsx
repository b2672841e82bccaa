import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether the element behind the returned ref has come within `margin` of the screen (once true, it
 * stays true). Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<T>(null);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [anchor, near];
}

interface Props {
  /** Drawn until the content is wanted; it holds the content's place (and size) on the page. */
  placeholder: ReactNode;
  /** How far outside the screen the placeholder may be when the content starts loading. */
  margin?: string;
  children: ReactNode;
}

/**
 * Mounts `children` once the placeholder comes near the screen, so what sits below the first screen
 * (the footer) is neither fetched nor drawn with the page's first view. Without IntersectionObserver
 * (old browsers, tests) the content mounts at once.
 */
export function WhenVisible({ placeholder, margin = '300px', children }: Props) {
  const [anchor, visible] = useNearScreen<HTMLDivElement>(margin);
  if (visible) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
