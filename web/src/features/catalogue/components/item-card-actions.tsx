import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverHint } from '@/shared/ui/hover-hint';

interface Props {
  wishlisted: boolean;
  onQuickView: () => void;
  onToggleWishlist: () => void;
}

/**
 * The actions over an item card's picture, each an icon button named by its tooltip label only (the
 * icons are hidden from screen readers, or antd's icon names would join the button's name). Their own
 * chunk: a list shows many cards, and tooltips are only needed once a shopper reaches one.
 */
export default function ItemCardActions({ wishlisted, onQuickView, onToggleWishlist }: Props) {
  const { t } = useTranslation('catalogue');
  const wishlistLabel = wishlisted ? t('card.removeFromWishlist') : t('card.addToWishlist');
  return (
    <div className="item-card__actions">
      <HoverHint title={t('card.quickView')} placement="top-end">
        <Button shape="circle" icon={<EyeOutlined aria-hidden />} aria-label={t('card.quickView')} onClick={onQuickView} />
      </HoverHint>
      <HoverHint title={wishlistLabel} placement="top-end">
        <Button
          shape="circle"
          icon={wishlisted ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
          aria-label={wishlistLabel}
          aria-pressed={wishlisted}
          onClick={onToggleWishlist}
        />
      </HoverHint>
    </div>
  );
}

/** A badge with its explanation on hover (the Recommended badge's "Recommend"). */
export function BadgeHint({ title, children }: { title: string; children: ReactElement }) {
  return (
    <HoverHint title={title} placement="bottom">
      {children}
    </HoverHint>
  );
}
