import { useCallback, useSyncExternalStore } from 'react';

/** SPEC.md section 9: the full header shows from 1180px; below it the compact header. */
export const DESKTOP_QUERY = '(min-width: 1180px)';
/** SPEC.md section 9: under 768px module switches reload, the rail and breadcrumb hide, floating buttons show. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/** The shopper's system asks for less motion (WCAG 2.3.3): no zooming, sliding or smooth scrolling. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** True from 1180px wide. */
export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
/** True under 768px wide. */
export const useIsSmallScreen = () => useMediaQuery(SMALL_SCREEN_QUERY);

/** Read the small-screen query once, outside React (module selection decides between reload and navigate). */
export function isSmallScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(SMALL_SCREEN_QUERY).matches;
}
