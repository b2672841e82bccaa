import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useStoreCategories } from '@/features/catalogue/api/get-categories';
import { useLatestItemList } from '@/features/catalogue/api/get-latest-items';
import { useStore } from '@/features/catalogue/api/get-store';
import { useCatalogueScope, type CatalogueScope } from '@/features/catalogue/api/scope';
import { CardsLoading, ListError } from '@/features/catalogue/components/list-states';
import { Section } from '@/features/catalogue/components/section';
import { LazyItemFilters } from '@/features/catalogue/containers/lazy-item-filters';
import { StoreHeader } from '@/features/catalogue/components/store-header';
import { ModulePageAction } from '@/features/catalogue/containers/module-page-action';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { useDocumentTitle } from '@/features/catalogue/hooks/use-document-title';
import { useOfferedItemFilters } from '@/features/catalogue/hooks/use-offered-item-filters';
import { LazyStoreHeart } from '@/features/catalogue/containers/lazy-store-heart';
import { filterQuery } from '@/features/catalogue/item-filters';
import { LazyReviews } from '@/app/parts/reviews-part';
import { StoreChatPart } from '@/app/parts/store-chat-part';
import { useMarketplaceZone } from '@/shared/api/marketplace-zone';
import { wallTime } from '@/shared/lib/marketplace-time';
import { PageSpinner } from '@/shared/ui/page-spinner';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/components/category-chips.css';

/** Cards drawn with the store's header (its first screen on a phone); the rest when scrolled near. */
const FIRST_SCREEN_CARDS = 6;

function numberParam(value: string | null): number | null {
  const number = value === null ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * /store/{id}?id=&module_id=&module_type=&store_zone_id=: a store's header, then its items, newest
 * first, page by page, narrowed by category. The store's own module and zone are asked for, so a
 * shared link shows the store's items whatever module the visitor chose.
 */
export function Component() {
  const { t } = useTranslation('catalogue');
  const { id: pathKey } = useParams();
  const [query] = useSearchParams();
  const key = query.get('id') || pathKey;
  const shopper = useCatalogueScope();
  const format = useCatalogueFormat();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const { data: store, error, mutate } = useStore(key, shopper);
  // Today's hours are the marketplace's today (its time zone), wherever the shopper's device is.
  const timeZone = useMarketplaceZone();
  useDocumentTitle(store?.name);

  const moduleId = numberParam(query.get('module_id')) ?? store?.module_id ?? null;
  const zoneId = numberParam(query.get('store_zone_id')) ?? store?.zone_id ?? null;
  const scope: CatalogueScope | null = moduleId !== null && zoneId !== null ? { moduleId, zoneIds: [zoneId] } : null;
  const module = useCatalogueModule(moduleId);
  // The item filters the store's module offers (food's veg and halal, grocery's organic).
  const offered = useOfferedItemFilters(moduleId);
  const [chosenFilters, setChosenFilters] = useState<string[]>([]);
  const filter = filterQuery(offered, chosenFilters);
  const all = useLatestItemList(store && scope ? { store_id: store.id, filter } : null, scope ?? shopper);
  const filtered = useLatestItemList(
    store && scope && categoryId !== null ? { store_id: store.id, category_id: categoryId, filter } : null,
    scope ?? shopper,
  );
  const items = categoryId === null ? all : filtered;
  // The chips are the root categories the store sells from, whichever of its items are loaded yet.
  const { data: categories } = useStoreCategories(store && scope ? store.id : null, scope ?? shopper);
  const chips = categories?.categories ?? [];

  if (error) return <ListError onRetry={() => void mutate()} />;
  if (!store) return <PageSpinner />;

  return (
    <div className="catalogue-page">
      <StoreHeader
        store={store}
        format={format}
        day={wallTime(new Date(), timeZone).weekday}
        heart={<LazyStoreHeart store={store} className="store-header__wishlist" />}
      />
      <ModulePageAction moduleType={module.type} moduleId={moduleId} store={store} />
      <StoreChatPart storeId={store.id} />
      <Section title={t('store.itemsOf', { items: module.labels.items })}>
        {chips.length > 0 ? (
          <div className="category-chips" role="group" aria-label={t('store.categories')}>
            <button type="button" className="category-chips__chip" aria-pressed={categoryId === null} onClick={() => setCategoryId(null)}>
              {t('store.allCategories')}
            </button>
            {chips.map((c) => (
              <button key={c.id} type="button" className="category-chips__chip" aria-pressed={categoryId === c.id} onClick={() => setCategoryId(c.id)}>
                {c.name}
              </button>
            ))}
          </div>
        ) : null}
        <LazyItemFilters offered={offered} chosen={chosenFilters} onChange={setChosenFilters} />
        {scope ? (
          <PagedItems list={items} emptyText={t('list.noItems', { items: module.labels.items })} firstScreen={FIRST_SCREEN_CARDS} />
        ) : (
          <CardsLoading />
        )}
      </Section>
      <LazyReviews of={{ kind: 'store', storeId: store.id }} />
    </div>
  );
}
