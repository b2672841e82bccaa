import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode, type RefCallback } from 'react';

/**
 * Whether an element given to the returned ref has come within `margin` of the screen (once true, it
 * stays true). Without IntersectionObserver (old browsers, tests) it is true at once.
 *
 * The ref may be given to several elements (every grey card of a list), which may appear renders after
 * the hook's first one (a list draws its grey cards only once its first page is in): any of them
 * coming near counts, so a shopper who jumps past the first one (End key, a dragged scrollbar) still
 * has the ones on the screen drawn.
 *
 * Each element is watched from the ref callback itself, with no state of the hook's own: refs are
 * attached during React's commit, and a state update there (an earlier version kept the elements in
 * state) is rendered at once inside that commit, after running every passive effect of the page. On
 * /home's first view that was a third of its longest task (docs/web.md). The observer's own answer
 * comes in a task of its own, and "near" is an ordinary update from there; with `inTransition`, a
 * transition, which React draws in slices that let the page answer the shopper in between (a card's
 * cart control). Only for what may wait: React holds all pending transitions while one of them waits
 * for code or data, so a placeholder whose content must come (the footer) keeps the ordinary update.
 */
export function useNearScreen<T extends Element>(
  margin = '300px',
  { inTransition = false }: { inTransition?: boolean } = {},
): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watching = useRef<{ margin: string; inTransition: boolean; observer: IntersectionObserver } | null>(null);
  const watch = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (watching.current?.margin !== margin || watching.current.inTransition !== inTransition) {
        // A new margin needs a new observer (React calls the ref again with each element).
        watching.current?.observer.disconnect();
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            if (inTransition) startTransition(() => setNear(true));
            else setNear(true);
          },
          { rootMargin: margin },
        );
        watching.current = { margin, inTransition, observer };
      }
      const { observer } = watching.current;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [margin, near, inTransition],
  );
  // Once near, nothing is watched any more. (When the component goes, each ref's cleanup unwatches its
  // element: a cleanup here as well would, under StrictMode's second mount, stop a watch the refs made.)
  useEffect(() => {
    if (!near) return;
    watching.current?.observer.disconnect();
    watching.current = null;
  }, [near]);
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
