/**
 * Where antd puts a popup (a select's options, a confirmation, a tooltip): inside the dialog of the
 * control that opened it, or in the page's body elsewhere.
 *
 * A popup in the body is placed by its distance from the page's top or bottom, so a page that grows or
 * scrolls under an open dialog (a list still loading behind it) carried the popup away from its control
 * until antd aligned it again, a frame later: the shopper saw it jump, and a press in between landed
 * where the option no longer was. Inside the dialog it moves with the dialog, and it stays within the
 * dialog's focus trap and its accessible tree (a dialog marked modal hides whatever is outside it).
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('.ant-modal-container') ?? document.body;
}
