import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/features/catalogue/components/badge';
import { BADGE_COLOURS } from '@/features/catalogue/badge-colours';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Store } from '@/features/catalogue/types';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/components/store-header.css';

interface Props {
  store: Store;
  format: CatalogueFormat;
  /** The day whose opening hours are shown (0 Sunday .. 6 Saturday), today on the page. */
  day: number;
  /** What ends the name's row: the wishlist heart, where the store's module keeps a wishlist. */
  heart?: ReactNode;
}

/**
 * The top of a store page: cover, logo, name, rating, address, hours, delivery terms and discount,
 * with the wishlist heart at the end of the name's row.
 */
export function StoreHeader({ store, format, day, heart }: Props) {
  const { t } = useTranslation('catalogue');
  const today = store.schedules.filter((s) => s.day === day);
  const discount = store.discount;
  return (
    <header className="store-header">
      <ImageWithFallback
        src={store.cover_photo_full_url}
        alt=""
        width={1180}
        height={220}
        loading="eager"
        fetchPriority="high"
        className="store-header__cover"
      />
      <div className="store-header__main">
        <ImageWithFallback src={store.logo_full_url} alt={t('store.logo', { name: store.name })} width={96} height={96} loading="eager" className="store-header__logo" />
        <div className="store-header__text">
          <h1 className="page-title">{store.name}</h1>
          <p className="store-header__line">
            <StarFilled aria-hidden className="item-card__star" />{' '}
            {t('store.rating', { rating: format.rating(store.avg_rating), total: format.count(store.rating_count), count: store.rating_count })}
          </p>
          <p className="store-header__line">
            <EnvironmentOutlined aria-hidden /> {store.address}
          </p>
          <p className="store-header__line">
            <ClockCircleOutlined aria-hidden />{' '}
            <Badge colour={store.open ? BADGE_COLOURS.open : undefined}>{store.open ? t('store.openNow') : t('store.closedNow')}</Badge>
            {today.length > 0
              ? t('store.hoursToday', { hours: today.map((s) => `${s.opening_time}–${s.closing_time}`).join(', ') })
              : t('store.closedToday')}
          </p>
        </div>
        {heart}
      </div>
      <dl className="store-header__facts">
        {store.delivery_time ? (
          <div>
            <dt>{t('store.deliveryTime')}</dt>
            <dd>
              <bdi>{format.deliveryTime(store.delivery_time)}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('store.minimumOrder')}</dt>
          <dd>{format.price(store.minimum_order)}</dd>
        </div>
        <div>
          <dt>{t('store.deliveryFee')}</dt>
          <dd>
            {store.free_delivery
              ? t('store.freeDelivery')
              : store.minimum_shipping_charge !== null
                ? t('store.feeFrom', { amount: format.price(store.minimum_shipping_charge) })
                : t('store.feeAtCheckout')}
          </dd>
        </div>
        {!store.free_delivery && store.free_delivery_over ? (
          <div>
            <dt>{t('store.freeDelivery')}</dt>
            <dd>{t('store.freeOver', { amount: format.price(store.free_delivery_over) })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="store-header__tags">
        {discount ? (
          <Badge colour={BADGE_COLOURS.discount} className="store-header__discount">
            {t('store.discount', {
              discount: format.discount(discount.discount_type, discount.discount),
              min: format.price(discount.min_purchase),
            })}
            {discount.max_discount > 0 ? ` ${t('store.upTo', { amount: format.price(discount.max_discount) })}` : ''}
          </Badge>
        ) : null}
        {store.delivery ? <Badge>{t('store.delivery')}</Badge> : null}
        {store.take_away ? <Badge>{t('store.takeAway')}</Badge> : null}
        {store.schedule_order ? <Badge>{t('store.scheduleOrder')}</Badge> : null}
      </div>
    </header>
  );
}
