import { useLayoutEffect, useRef } from 'react';

/** True when nothing has the focus any more: it went with an element the page removed or hid. */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Focuses `target` when the focus was lost (it went with an element the page removed), so that the
 * keyboard goes on from there rather than from the top of the page. `scroll`: brought into view too.
 */
export function focusWhenLost(target: HTMLElement | null | undefined, { scroll = false }: { scroll?: boolean } = {}): void {
  if (!target || !focusLost()) return;
  // Focusable from script only: it does not become a stop of the Tab key.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !scroll });
}

/**
 * When the page changed under the focus (a link or button that went with the old page, a dialog whose
 * opener went with it: antd's return of the focus then finds nothing), the focus is left on the body and
 * the keyboard's next Tab starts again from the top. The focus goes to the new page's main heading
 * instead (its main content while the page is still coming), the place a screen reader announces.
 * Nothing moves when the focus is somewhere already.
 */
export function focusPageWhenLost(): void {
  const main = document.querySelector('main');
  focusWhenLost(main?.querySelector<HTMLElement>('h1') ?? main);
}

/**
 * For a dialog that closes by being unmounted (antd gives the focus back at the end of its own closing
 * motion, which an unmounted dialog never plays): the element focused when `open` turned true, before
 * the dialog took the focus, is focused again when `open` turns false, if the focus was lost with the
 * dialog; when that element went too, the page's main heading (focusPageWhenLost).
 */
export function useFocusReturn(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog's own effects move the focus into it.
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!focusLost()) return;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else if (target) focusPageWhenLost();
  }, [open]);
}
