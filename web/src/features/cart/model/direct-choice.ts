import type { SelectionPayload } from '@storefront/sdk';
import type { Item } from '@/features/cart/types';
import type { DirectCheckout } from '@/shared/state/checkout';

/**
 * What Buy Now (`buy_now`) or Order Now (`campaign`) hands to checkout: the item's line as the cart
 * add body would carry it, plus the names the order summary reads. No price: the quote gives it.
 */
export function directChoice(page: DirectCheckout['page'], item: Item, quantity: number, payload: SelectionPayload): DirectCheckout {
  const options = payload.variation.map((entry) =>
    'type' in entry ? entry.type : `${entry.name}: ${entry.values.map((value) => value.label).join(', ')}`,
  );
  payload.add_on_ids.forEach((id, index) => {
    const name = item.add_ons.find((addOn) => addOn.id === id)?.name ?? String(id);
    const count = payload.add_on_qtys[index] ?? 1;
    options.push(count > 1 ? `${name} × ${count}` : name);
  });
  return {
    page,
    module_id: item.module_id,
    store_id: item.store_id,
    name: item.name,
    image: item.image_full_url ?? null,
    options,
    prescription_required: Boolean(item.is_prescription_required),
    item: {
      item_id: item.id,
      model: item.isCampaignItem ? 'ItemCampaign' : 'Item',
      quantity,
      variation: payload.variation,
      add_on_ids: payload.add_on_ids,
      add_on_qtys: payload.add_on_qtys,
    },
  };
}
