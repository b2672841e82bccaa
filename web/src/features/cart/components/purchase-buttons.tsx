import type { ProductChoice } from '@storefront/sdk';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PurchaseMode } from '@/features/cart/model/purchase-mode';
import type { Item } from '@/features/cart/types';
import { shortTime } from '@/shared/lib/availability';

interface Props {
  item: Item;
  mode: PurchaseMode;
  choice: ProductChoice;
  /** In a modal the shopper came to fill the cart: Buy Now stays on the product page. */
  withBuyNow: boolean;
  onAdd: () => void;
  onBuyNow: () => void;
  onOrderNow: () => void;
}

/** The order buttons for the item's availability (SPEC.md section 4). */
export function PurchaseButtons({ item, mode, choice, withBuyNow, onAdd, onBuyNow, onOrderNow }: Props) {
  const { t } = useTranslation('cart');
  if (mode === 'out-of-stock') {
    return (
      <div className="product-purchase__actions">
        <Button size="large" disabled block>
          {t('outOfStock')}
        </Button>
      </div>
    );
  }
  if (mode === 'not-available') {
    return (
      <div className="product-purchase__actions not-available" role="status">
        <strong>{t('notAvailable')}</strong>
        <span>{t('availableBetween', { from: shortTime(item.available_time_starts), to: shortTime(item.available_time_ends) })}</span>
      </div>
    );
  }
  if (mode === 'campaign') {
    return (
      <div className="product-purchase__actions">
        <Button size="large" type="primary" block onClick={onOrderNow}>
          {t('orderNow')}
        </Button>
      </div>
    );
  }
  return (
    <div className="product-purchase__actions">
      {withBuyNow && !item.isCampaignItem ? (
        <Button size="large" onClick={onBuyNow}>
          {t('buyNow')}
        </Button>
      ) : null}
      <Button size="large" type="primary" loading={choice.pending && { icon: <LoadingOutlined aria-hidden /> }} onClick={onAdd}>
        {choice.action === 'update' ? t('updateToCart') : t('addToCart')}
      </Button>
    </div>
  );
}
