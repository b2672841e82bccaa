import { isAvailableAt } from '@/shared/lib/availability';
import type { Item } from '@/features/cart/types';

/**
 * Which buttons an item offers now (SPEC.md section 4, button display by availability):
 * - out-of-stock: a disabled Out of Stock (no stock, in a module that counts it: not food);
 * - not-available: outside the time window without schedule_order, 'Not Available now' and the range;
 * - campaign: a campaign item without schedule_order, a single Order Now;
 * - cart: Buy Now (not for campaign items) and Add to Cart or Update To Cart.
 */
export type PurchaseMode = 'out-of-stock' | 'not-available' | 'campaign' | 'cart';

/** `timeZone`: the marketplace's, which item hours are in. */
export function purchaseMode(item: Item, now: Date, countsStock = true, timeZone?: string): PurchaseMode {
  if (countsStock && item.stock <= 0) return 'out-of-stock';
  const scheduled = Boolean(item.schedule_order);
  if (!scheduled && !isAvailableAt(item.available_time_starts, item.available_time_ends, now, timeZone)) return 'not-available';
  if (item.isCampaignItem && !scheduled) return 'campaign';
  return 'cart';
}
