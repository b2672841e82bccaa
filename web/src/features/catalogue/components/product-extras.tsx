import { FlashSaleNote } from '@/features/catalogue/components/flash-sale-note';
import { ProductFacts } from '@/features/catalogue/components/product-facts';
import type { Item } from '@/features/catalogue/types';

/**
 * What a product page adds under its description for some items only: the flash sale's stock and end,
 * the brand, nutrition details and allergens. Its own chunk, fetched after the first view and only for
 * an item that has one of them (product-details.tsx), so pages of cards never carry it.
 */
export default function ProductExtras({ item }: { item: Item }) {
  return (
    <>
      <FlashSaleNote item={item} />
      <ProductFacts item={item} />
    </>
  );
}

