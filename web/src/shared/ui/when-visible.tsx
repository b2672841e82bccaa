import { useCallback, useEffect, useState, type ReactNode, type RefCallback } from 'react';

/**
 * Whether an element given to the returned ref has come within `margin` of the screen (once true, it
 * stays true). Without IntersectionObserver (old browsers, tests) it is true at once.
 *
 * The ref is a callback that keeps its elements in state: they may appear renders after the hook's
 * first one (a list draws its grey cards only once its first page is in), and each is watched from
 * when it appears. It may be given to several elements (every grey card of a list): any of them
 * coming near counts, so a shopper who jumps past the first one (End key, a dragged scrollbar) still
 * has the ones on the screen drawn.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [elements, setElements] = useState<ReadonlySet<T>>(() => new Set());
  const watch = useCallback((element: T | null) => {
    if (!element) return;
    setElements((watched) => new Set(watched).add(element));
    return () =>
      setElements((watched) => {
        const rest = new Set(watched);
        rest.delete(element);
        return rest;
      });
  }, []);
  useEffect(() => {
    if (near || elements.size === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin, elements]);
  return [watch, near];
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
