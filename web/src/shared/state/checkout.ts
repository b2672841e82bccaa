import type { Schemas } from '@/shared/api/types';
import { atomWithSessionValue } from '@/shared/state/app-store';

/**
 * The one line Buy Now and Order Now order (quote's and place's `item`: the cart add body's shape).
 * The server prices and places it without reading or changing the cart.
 */
export type DirectItem = Schemas['LineRequest'];

/**
 * What Buy Now and Order Now hand to checkout (SPEC.md section 4: /checkout?page=buy_now and
 * page=campaign): one item with its chosen options, ordered without going through the cart. The
 * names are only what the order summary shows; every figure comes from the server's quote.
 */
export interface DirectCheckout {
  page: 'buy_now' | 'campaign';
  /** The item's module (the quote's and the order's moduleId header) and store. */
  module_id: number;
  store_id: number;
  name: string;
  image: string | null;
  /** The chosen options as the shopper read them ("Size: Large", "Cheese × 2"). */
  options: string[];
  /** The item needs a prescription (pharmacy): checkout holds the order until an image is sent. */
  prescription_required?: boolean;
  item: DirectItem;
}

/** Kept for the tab (a reload of checkout keeps the choice), never in the cart. */
export const directCheckoutAtom = atomWithSessionValue<DirectCheckout | null>('direct-checkout', null);
