/**
 * Where antd puts a popup (a select's options, a confirmation, a tooltip): inside the dialog or the
 * drawer of the control that opened it, or in the page's body elsewhere.
 *
 * A popup in the body is placed by its distance from the page's top or bottom, so a page that grows or
 * scrolls under an open dialog or drawer (a list still loading behind it) carried the popup away from
 * its control until antd aligned it again, a frame later: the shopper saw it jump, and a press in
 * between landed where the option no longer was. Inside the overlay it moves with the overlay, and it
 * stays within the overlay's focus trap and its accessible tree (an overlay marked modal hides whatever
 * is outside it).
 *
 * A drawer's section scrolls (`overflow: auto`) but is not positioned: a popup in it is placed against
 * the drawer's positioned wrapper, an ancestor of the section, so the section's overflow does not clip
 * a popup that reaches past the drawer's edge. The section also turns pointer events back on, which
 * the drawer's outer layer turns off.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('.ant-modal-container, .ant-drawer-section') ?? document.body;
}
