import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageWhenLost } from '@/shared/ui/focus-return';

/**
 * A new page whose link, button or field went with the old page: the focus goes to the new page's main
 * heading rather than being lost on the body (a keyboard user's next Tab would start from the top of the
 * page). What keeps the focus (the header's controls, a field of the page that stays) keeps it.
 */
export function PageFocus() {
  const { key } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    // The first page of a visit: the browser's own start, nothing was lost.
    if (first.current) {
      first.current = false;
      return;
    }
    focusPageWhenLost();
  }, [key]);
  return null;
}
