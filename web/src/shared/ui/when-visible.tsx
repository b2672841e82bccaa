import { startTransition, useCallback, useRef, useState, type ReactNode, type RefCallback } from 'react';

/** The hook's observer and the margin it was made for. */
interface Watcher {
  observer: IntersectionObserver;
  margin: string;
}

/**
 * Whether an element given to the returned ref has come within `margin` of the screen (once true, it
 * stays true). Without IntersectionObserver (old browsers, tests) it is true at once.
 *
 * The ref may be given to several elements, which may appear renders after the hook's first one (a
 * list draws its grey cards only once its first page is in): any of them coming near counts, so a
 * shopper who jumps past the first one (End key, a dragged scrollbar) still has the ones on the
 * screen drawn. Each element is watched from the ref callback itself, with no state: a ref is
 * attached during React's commit, and a state update there would be a synchronous render of every
 * card spawned by that commit (a long task of the first view). What came near is drawn in a
 * transition, a render React may slice and interrupt. When the elements go, their ref cleanups stop
 * watching them, and the observer goes with the last of them.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const cameNear = useRef(near);
  const watcher = useRef<Watcher | null>(null);
  const watch = useCallback(
    (element: T | null) => {
      if (!element || cameNear.current) return;
      if (watcher.current?.margin !== margin) {
        watcher.current?.observer.disconnect();
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            cameNear.current = true;
            observer.disconnect();
            startTransition(() => setNear(true));
          },
          { rootMargin: margin },
        );
        watcher.current = { observer, margin };
      }
      const { observer } = watcher.current;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [margin],
  );
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
