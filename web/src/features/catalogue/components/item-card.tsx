import StarFilled from '@ant-design/icons/StarFilled';
import { Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { discountText, Price } from '@/features/catalogue/components/price';
import { Badge } from '@/features/catalogue/components/badge';
import { BADGE_COLOURS } from '@/features/catalogue/badge-colours';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { isOutOfStock } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';
import { afterFirstView, lazyAfterFirstView } from '@/shared/lib/after-first-view';
import { isTouchOnly } from '@/shared/lib/pointer';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import { useNearScreen } from '@/shared/ui/when-visible';
import '@/shared/ui/visually-hidden.css';
import '@/features/catalogue/components/item-card.css';

export interface ItemCardProps {
  item: Item;
  /** The item's product page; the name links there. */
  href: string;
  format: CatalogueFormat;
  wishlisted?: boolean;
  /** Module-specific marks beside the name (food's veg and halal marks). */
  markers?: ReactNode;
  /** The first cards of a page load their picture at once (it is in the first screen). */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** A plain click on the card: open the item (quick view or product page). */
  onOpen?: (item: Item) => void;
  onQuickView?: (item: Item) => void;
  onToggleWishlist?: (item: Item) => void;
  /** The item's cart state (add-to-cart or its quantity), drawn on the picture's corner once the card
   * is near the screen. */
  cart?: ReactNode;
  /** Whether the item's module counts stock (its policy): an item without stock then shows Out of Stock. */
  countsStock?: boolean;
}

const loadActions = () => import(/* webpackChunkName: "item-card-actions" */ '@/features/catalogue/components/item-card-actions');
// Touch screens draw the actions on every card near the screen: their code comes after the first view.
const ItemCardActions = lazyAfterFirstView(loadActions);
const BadgeHint = lazyAfterFirstView(() => loadActions().then((module) => ({ default: module.BadgeHint })));
let actionsRequested = false;
/** How far off screen a card starts drawing its cart control (and, on touch screens, its actions). */
const CARD_MARGIN = '200px';

/** Fetch the actions' chunk after the first view, so the first hover or Tab finds it there. */
function preloadActions() {
  if (actionsRequested || typeof window === 'undefined') return;
  actionsRequested = true;
  void afterFirstView().then(loadActions);
}

/** A click that should follow the link as browsers do (new tab, new window, download). */
function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * An item card (SPEC.md section 2): picture, name, store, rating and price, with its badges; on hover
 * (or keyboard focus) the picture zooms and the quick view and wishlist actions appear. The cart
 * state sits on the picture's corner at all times: a shopper sees what is already in the cart.
 */
export function ItemCard({
  item,
  href,
  format,
  wishlisted = false,
  markers,
  priority = false,
  headingLevel = 3,
  onOpen,
  onQuickView,
  onToggleWishlist,
  cart,
  countsStock = true,
}: ItemCardProps) {
  const { t } = useTranslation('catalogue');
  const nameId = useId();
  // A home page draws some fifty cards: their action buttons and cart control are made when the card
  // comes near the screen (touch screens, which show the actions at all times) or a pointer or the
  // keyboard first reaches it, not all at once while the page loads.
  // Drawn in slices (a transition): the cart controls of the cards on a first screen would otherwise
  // be one long task right after the first view.
  const [anchor, near] = useNearScreen<HTMLElement>(CARD_MARGIN, { inTransition: true });
  const [reached, setReached] = useState(false);
  const engage = () => setReached(true);
  const engaged = reached || (near && isTouchOnly());
  useEffect(preloadActions, []);
  const Heading = `h${headingLevel}` as const;
  const discount = discountText(item, format);
  const outOfStock = isOutOfStock(item, countsStock);
  const open = (event: MouseEvent) => {
    if (!onOpen || isModified(event)) return;
    event.preventDefault();
    onOpen(item);
  };

  return (
    <article ref={anchor} className="item-card" aria-labelledby={nameId} onPointerEnter={engage} onFocus={engage}>
      <div className="item-card__media">
        <Link to={href} onClick={open} tabIndex={-1} aria-hidden="true" className="item-card__image-link">
          <ImageWithFallback
            src={item.image_full_url}
            alt=""
            width={230}
            height={180}
            loading={priority ? 'eager' : 'lazy'}
            className="item-card__image"
          />
        </Link>
        <div className="item-card__badges">
          {discount ? (
            <Badge colour={BADGE_COLOURS.discount}>{discount}</Badge>
          ) : null}
          {item.recommended === 1 ? <RecommendedBadge engaged={engaged} /> : null}
          {item.organic ? (
            <Badge colour={BADGE_COLOURS.organic}>{t('card.organic')}</Badge>
          ) : null}
        </div>
        {outOfStock ? <span className="item-card__stock">{t('card.outOfStock')}</span> : null}
        {near || reached ? cart : null}
      </div>
      <div className="item-card__body">
        <div className="item-card__title">
          <Heading className="item-card__name" id={nameId}>
            <Link to={href} onClick={open}>
              {item.name}
            </Link>
          </Heading>
          {markers}
        </div>
        {/* A medicine's generic names share the store's line, so that every card of a strip has the same rows
            (a strip draws its cards beyond the first five as it scrolls: a taller one would push the page). */}
        <p className="item-card__store">
          {item.generic_name?.length ? (
            <>
              <span className="item-card__generic">{item.generic_name.join(', ')}</span>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
            </>
          ) : null}
          {item.store_name}
        </p>
        <p className="item-card__rating">
          <StarFilled aria-hidden className="item-card__star" />
          <span aria-hidden="true">{format.rating(item.avg_rating)}</span>
          <span aria-hidden="true" className="item-card__count">
            ({format.count(item.rating_count)})
          </span>
          <span className="visually-hidden">
            {t('card.rating', { rating: format.rating(item.avg_rating), total: format.count(item.rating_count), count: item.rating_count })}
          </span>
        </p>
        <Price item={item} format={format} unit={item.unit_type} />
      </div>
      {/* After the name in reading order, drawn over the picture. */}
      {engaged ? (
        <Suspense fallback={null}>
          <ItemCardActions
            wishlisted={wishlisted}
            onQuickView={() => onQuickView?.(item)}
            onToggleWishlist={() => onToggleWishlist?.(item)}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

/** SPEC.md: Recommended when recommended is 1, explained by the "Recommend" tooltip. */
function RecommendedBadge({ engaged }: { engaged: boolean }) {
  const { t } = useTranslation('catalogue');
  const badge = (
<Badge colour={BADGE_COLOURS.recommended}>{t('card.recommended')}</Badge>
  );
  if (!engaged) return badge;
  return (
    <Suspense fallback={badge}>
      <BadgeHint title={t('card.recommend')}>{badge}</BadgeHint>
    </Suspense>
  );
}
