import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/features/catalogue/components/badge';
import { BADGE_COLOURS } from '@/features/catalogue/badge-colours';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Store } from '@/features/catalogue/types';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/catalogue/components/store-card.css';

interface Props {
  store: Store;
  href: string;
  format: CatalogueFormat;
  priority?: boolean;
  /** What sits on the cover's edge: the wishlist heart, where the store's module keeps a wishlist. */
  heart?: ReactNode;
}

/**
 * A store in a list: cover, logo, name, rating, delivery time, and whether it is open or discounted;
 * a wishlist heart on the cover's edge, outside the card's link (a button may not sit inside one).
 */
export function StoreCard({ store, href, format, priority = false, heart }: Props) {
  const { t } = useTranslation('catalogue');
  const discount = store.discount;
  return (
    <article className="store-card">
      <Link to={href} className="store-card__link">
        <div className="store-card__media">
          <ImageWithFallback
            src={store.cover_photo_full_url}
            alt=""
            width={280}
            height={110}
            loading={priority ? 'eager' : 'lazy'}
            // The first screen's covers (/home's first popular stores) are its largest pictures: asked for
            // at once, not after the page's layout raises their priority.
            fetchPriority={priority ? 'high' : undefined}
            className="store-card__cover"
          />
          <ImageWithFallback src={store.logo_full_url} alt="" width={56} height={56} className="store-card__logo" />
          {store.open ? null : <span className="store-card__closed">{t('store.closedNow')}</span>}
        </div>
        <div className="store-card__body">
          {/* dir="auto": a name keeps its own direction, so in either layout an overflow ellipsizes its end. */}
          <h3 className="store-card__name" dir="auto">
            {store.name}
          </h3>
          <p className="store-card__meta">
            <span>
              <StarFilled aria-hidden className="item-card__star" /> {format.rating(store.avg_rating)}
              <span className="item-card__count"> ({format.count(store.rating_count)})</span>
            </span>
            {store.delivery_time ? (
              <span>
                <ClockCircleOutlined aria-hidden /> <bdi>{format.deliveryTime(store.delivery_time)}</bdi>
              </span>
            ) : null}
          </p>
          <div className="store-card__tags">
            {discount ? (
              <Badge colour={BADGE_COLOURS.discount}>
                {format.discount(discount.discount_type, discount.discount)}
              </Badge>
            ) : null}
            {store.free_delivery ? <Badge colour={BADGE_COLOURS.freeDelivery}>{t('store.freeDelivery')}</Badge> : null}
          </div>
        </div>
      </Link>
      {heart}
    </article>
  );
}
