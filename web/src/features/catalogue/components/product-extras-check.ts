import type { Item } from '@/features/catalogue/types';

/** Whether `item` has anything ProductExtras (product-extras.tsx) shows: a running flash sale, a brand, nutrition or allergens. */
export function hasProductExtras(item: Pick<Item, 'flash_sale' | 'flash_sale_ends' | 'extra' | 'nutritions_name' | 'allergies_name'>): boolean {
  const brand = (item.extra as Record<string, unknown> | undefined)?.brand;
  return Boolean(item.flash_sale && item.flash_sale_ends) || typeof brand === 'string' || item.nutritions_name.length > 0 || item.allergies_name.length > 0;
}
