import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import MedicineBoxOutlined from '@ant-design/icons/MedicineBoxOutlined';
import { Button } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { discountText, Price } from '@/features/catalogue/components/price';
import { ReadMore } from '@/features/catalogue/components/read-more';
import { THUMBNAILS } from '@/features/catalogue/components/thumbnails';
import { Badge } from '@/features/catalogue/components/badge';
import { hasProductExtras } from '@/features/catalogue/components/product-extras-check';
import { BADGE_COLOURS } from '@/features/catalogue/badge-colours';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Item } from '@/features/catalogue/types';
import { starValue } from '@/shared/lib/numbers';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import { capitalize, DESCRIPTION_LIMIT } from '@/shared/lib/text';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import { StandIn } from '@/shared/ui/stand-in';
import '@/features/catalogue/components/product-gallery.css';
import '@/features/catalogue/components/product-details.css';

// The wishlist button's hint comes with the card actions' chunk, after the first view.
const Hint = lazyAfterFirstView(() =>
  import(/* webpackChunkName: "item-card-actions" */ '@/features/catalogue/components/item-card-actions').then((module) => ({ default: module.BadgeHint })),
);

// The carousel and its thumbnail strip come after the first view; the first picture draws at once, and
// the strip's place is held by blank thumbnails of the same size (nothing moves when it arrives).
// A flash sale's note, the brand, nutrition and allergens: for some items only, after the first view.
const ProductExtras = lazyAfterFirstView(() => import(/* webpackChunkName: "product-extras" */ '@/features/catalogue/components/product-extras'));

const ProductGallery = lazyAfterFirstView(() => import(/* webpackChunkName: "product-gallery" */ '@/features/catalogue/components/product-gallery'));

/** What the gallery draws before its code arrives: its first picture and, for several, the strip's room. */
function GalleryPlaceholder({ pictures, name, thumbnails }: { pictures: string[]; name: string; thumbnails: number }) {
  return (
    <div className="product-gallery">
      <div className="product-gallery__stage">
        <ImageWithFallback src={pictures[0]} alt={name} width={520} height={520} loading="eager" fetchPriority="high" className="product-gallery__image" />
      </div>
      {pictures.length > 1 ? (
        <div className="product-gallery__thumbs" aria-hidden="true">
          {pictures.slice(0, thumbnails).map((src, index) => (
            <span key={`${src}-${index}`} className="product-gallery__thumb product-gallery__thumb--blank" />
          ))}
        </div>
      ) : null}
    </div>
  );
}


export interface ProductDetailsProps {
  item: Item;
  format: CatalogueFormat;
  /** The module's word for a store (restaurant, provider, store). */
  storeLabel: string;
  storeHref?: string;
  /** 1 on the product page, 2 in the quick view (whose dialog has its own title). */
  headingLevel?: 1 | 2;
  wishlisted?: boolean;
  thumbnails?: number;
  /** Module-specific marks beside the name. */
  markers?: ReactNode;
  onToggleWishlist?: (item: Item) => void;
  /** The choosing part: variations, add-ons, quantity, price and the order buttons (the cart's). */
  purchase?: ReactNode;
}

/**
 * The product detail view (SPEC.md section 2): pictures, name, rating, price and description, then
 * the cart's choosing part (options, quantity and the buttons the item's availability allows).
 */
export function ProductDetails(props: ProductDetailsProps) {
  const { item, format, storeLabel, storeHref, headingLevel = 1, wishlisted = false, thumbnails, markers } = props;
  const { t, i18n } = useTranslation('catalogue');
  const Heading = `h${headingLevel}` as const;
  const discount = discountText(item, format);
  const wishlistLabel = wishlisted ? t('card.removeFromWishlist') : t('card.addToWishlist');
  const wishlistButton = (
    <Button
      shape="circle"
      icon={wishlisted ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      aria-label={wishlistLabel}
      aria-pressed={wishlisted}
      onClick={() => props.onToggleWishlist?.(item)}
    />
  );
  const pictures = item.images_full_url.length > 0 ? item.images_full_url : [item.image_full_url];
  return (
    <div className="product-details">
      <div className="product-details__gallery">
        <Suspense fallback={<GalleryPlaceholder pictures={pictures} name={item.name} thumbnails={thumbnails ?? THUMBNAILS} />}>
          <ProductGallery images={pictures} name={item.name} thumbnails={thumbnails} />
        </Suspense>
      </div>
      <div className="product-details__info">
        <div className="product-details__badges">
          {discount ? (
            <Badge colour={BADGE_COLOURS.discount}>{discount}</Badge>
          ) : null}
          <span className="rating-badge" role="img" aria-label={t('details.ratingLabel', { rating: format.rating(item.avg_rating), total: format.count(item.rating_count), count: item.rating_count })}>
            {/* Five stars filled to the rating (half-star precision), drawn by CSS; the label above names it. */}
            <span className="rating-badge__stars" aria-hidden="true">
              <span className="rating-badge__fill" style={{ width: `${starValue(item.avg_rating) * 20}%` }} />
            </span>
            <span className="rating-badge__value">{format.rating(item.avg_rating)}</span>
            <span className="text-secondary">({format.count(item.rating_count)})</span>
          </span>
        </div>
        <div className="product-details__title">
          <Heading className="product-details__name">{item.name}</Heading>
          {markers}
          {/* The button works alone until its hint arrives; a press under way then is not lost. */}
          <StandIn standIn={wishlistButton}>
            <Hint title={wishlistLabel}>{wishlistButton}</Hint>
          </StandIn>
        </div>
        <p className="product-details__store">
          {capitalize(storeLabel, i18n.language)}:{' '}
          {storeHref ? <Link to={storeHref}>{item.store_name}</Link> : item.store_name}
        </p>
        {item.generic_name.length > 0 ? <p className="text-secondary">{item.generic_name.join(', ')}</p> : null}
        <div className="product-details__price">
          <Price item={item} format={format} size="large" unit={item.unit_type} />
        </div>
        {item.description ? <ReadMore text={item.description} limit={DESCRIPTION_LIMIT} className="product-details__description" /> : null}
        {hasProductExtras(item) ? (
          <Suspense fallback={null}>
            <ProductExtras item={item} />
          </Suspense>
        ) : null}
        {item.is_prescription_required ? (
          <p className="prescription-note">
            <MedicineBoxOutlined aria-hidden /> <span className="prescription-note__text">{t('details.prescription')}</span>
          </p>
        ) : null}
        {props.purchase}
      </div>
    </div>
  );
}
