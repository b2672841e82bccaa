import ThunderboltFilled from '@ant-design/icons/ThunderboltFilled';
import { formatSaleEnd } from '@/features/catalogue/flash-sale-time';
import type { Item } from '@/features/catalogue/types';
import '@/features/catalogue/components/flash-sale-note.css';
import { useExtrasTranslation } from '@/features/catalogue/extras-strings';

/**
 * What an item's flash sale leaves and when it ends ("12 left · Ends Sat 28 Nov, 20:00"), under its card
 * in the flash-sale strip and on its product page; nothing when the item is in no flash sale.
 */
export function FlashSaleNote({ item }: { item: Pick<Item, 'flash_sale' | 'flash_sale_ends' | 'stock'> }) {
  const { t, language } = useExtrasTranslation();
  if (!item.flash_sale || !item.flash_sale_ends) return null;
  return (
    <p className="flash-sale-note">
      <ThunderboltFilled aria-hidden className="flash-sale-note__icon" />
      <span>{item.stock > 0 ? t('flashSale.left', { count: item.stock }) : t('flashSale.soldOut')}</span>
      <span aria-hidden="true"> · </span>
      <span>{t('flashSale.ends', { time: formatSaleEnd(item.flash_sale_ends, language) })}</span>
    </p>
  );
}
