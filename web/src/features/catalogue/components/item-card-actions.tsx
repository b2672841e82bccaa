import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Button, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  wishlisted: boolean;
  outOfStock: boolean;
  onQuickView: () => void;
  onToggleWishlist: () => void;
  onAddToCart: () => void;
}

/**
 * The actions over an item card's picture, each an icon button named by its tooltip label. Their own
 * chunk: a list shows many cards, and tooltips are only needed once a shopper reaches one.
 */
export default function ItemCardActions({ wishlisted, outOfStock, onQuickView, onToggleWishlist, onAddToCart }: Props) {
  const { t } = useTranslation('catalogue');
  const wishlistLabel = wishlisted ? t('card.removeFromWishlist') : t('card.addToWishlist');
  return (
    <div className="item-card__actions">
      <Tooltip title={t('card.quickView')}>
        <Button shape="circle" icon={<EyeOutlined />} aria-label={t('card.quickView')} onClick={onQuickView} />
      </Tooltip>
      <Tooltip title={wishlistLabel}>
        <Button
          shape="circle"
          icon={wishlisted ? <HeartFilled /> : <HeartOutlined />}
          aria-label={wishlistLabel}
          aria-pressed={wishlisted}
          onClick={onToggleWishlist}
        />
      </Tooltip>
      <Tooltip title={t('card.addToCart')}>
        <Button
          shape="circle"
          type="primary"
          icon={<ShoppingCartOutlined />}
          aria-label={t('card.addToCart')}
          disabled={outOfStock}
          onClick={onAddToCart}
        />
      </Tooltip>
    </div>
  );
}

/** A badge with its explanation on hover (the Recommended badge's "Recommend"). */
export function BadgeHint({ title, children }: { title: string; children: ReactElement }) {
  return <Tooltip title={title}>{children}</Tooltip>;
}
