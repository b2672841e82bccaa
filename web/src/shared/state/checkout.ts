import { atom } from '@/shared/state/app-store';

/**
 * What Buy Now and Order Now hand to checkout (SPEC.md section 4: /checkout?page=buy_now and
 * page=campaign): one item with its chosen options, ordered without going through the cart.
 */
export interface DirectCheckout {
  page: 'buy_now' | 'campaign';
  model: 'Item' | 'ItemCampaign';
  item_id: number;
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

export const directCheckoutAtom = atom<DirectCheckout | null>(null);
