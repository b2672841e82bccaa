import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { HoverHint, type HoverHintPlacement } from '@/shared/ui/hover-hint';

export interface WishlistHeartProps {
  wishlisted: boolean;
  onToggle: () => void;
  /** Where the hint shows: above by default, toward the start at the screen's end edge. */
  placement?: HoverHintPlacement;
  className?: string;
}

/**
 * A store's wishlist control (its card and its page): a round heart, filled when the store is a
 * favourite, named by its tooltip label only (SPEC.md: Add to wishlist, Remove from wishlist; the
 * icons are hidden from screen readers). A default export: cards fetch it after the first view.
 */
export default function WishlistHeart({ wishlisted, onToggle, placement = 'top-end', className }: WishlistHeartProps) {
  const { t } = useTranslation('catalogue');
  const label = wishlisted ? t('card.removeFromWishlist') : t('card.addToWishlist');
  return (
    <span className={className}>
      <HoverHint title={label} placement={placement}>
        <Button
          shape="circle"
          icon={wishlisted ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
          aria-label={label}
          aria-pressed={wishlisted}
          onClick={onToggle}
        />
      </HoverHint>
    </span>
  );
}
