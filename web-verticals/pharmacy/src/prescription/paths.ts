/** The storefront's checkout of prescription images alone, to one pharmacy (no cart line). */
export function prescriptionCheckoutPath(storeId: number): string {
  return `/checkout?page=prescription&store_id=${storeId}`;
}

/** This vertical's page choosing the pharmacy (under the route prefix of package.json). */
export const PICK_PHARMACY_PATH = '/pharmacy/prescription-order';

/** Whether a store answer says the store takes orders of a prescription alone. */
export function takesPrescriptionOrders(extra: Readonly<Record<string, unknown>>): boolean {
  return extra.prescription_order === 1 || extra.prescription_order === true;
}
