import { useTranslation } from 'react-i18next';
import { useCampaignItems } from '@/features/catalogue/api/get-campaign-items';
import { useCategories } from '@/features/catalogue/api/get-categories';
import { useLatestItems } from '@/features/catalogue/api/get-latest-items';
import { HOME_STRIP_ITEMS, HOME_STRIP_STORES } from '@/features/catalogue/api/home-first-screen';
import { useLatestStores } from '@/features/catalogue/api/get-latest-stores';
import { usePopularItems } from '@/features/catalogue/api/get-popular-items';
import { usePopularStores } from '@/features/catalogue/api/get-popular-stores';
import type { CatalogueScope } from '@/features/catalogue/api/scope';
import { CardList } from '@/features/catalogue/components/card-list';
import { CategoryTile } from '@/features/catalogue/components/category-tile';
import { CardsLoading, ListEmpty, ListError } from '@/features/catalogue/components/list-states';
import { Section } from '@/features/catalogue/components/section';
import { ConnectedItemCard } from '@/features/catalogue/containers/connected-item-card';
import { ConnectedStoreCard } from '@/features/catalogue/containers/connected-store-card';
import type { CatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { categoryPath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';
import { capitalize } from '@/shared/lib/text';

interface Props {
  scope: CatalogueScope;
  module: CatalogueModule;
}

const STRIP_CARDS = 4;

/** Words for headings: "Popular restaurants", "Restaurants populaires". */
function useLabelValues(module: CatalogueModule) {
  const { i18n } = useTranslation();
  const { items, stores } = module.labels;
  return { items, stores, Items: capitalize(items, i18n.language), Stores: capitalize(stores, i18n.language) };
}

/** The module's root categories, as a strip of round pictures. */
export function CategoriesSection({ scope }: Props) {
  const { t } = useTranslation('catalogue');
  const { data, error, mutate } = useCategories(scope);
  const categories = data?.categories ?? [];
  return (
    <Section title={t('home.categories')} more={{ to: '/categories', label: t('home.viewAll') }}>
      {error ? <ListError onRetry={() => void mutate()} /> : null}
      {!data && !error ? <CardsLoading layout="strip" shape="category" count={8} /> : null}
      {data && categories.length === 0 ? <ListEmpty text={t('category.empty')} /> : null}
      {categories.length > 0 ? (
        <CardList
          layout="strip"
          className="card-list--categories"
          rows={categories}
          keyOf={(c) => c.id}
          render={(c, index) => <CategoryTile category={c} href={categoryPath(c)} priority={index < 8} />}
        />
      ) : null}
    </Section>
  );
}

/** Campaign items running now; the section stays away when there is none. */
export function CampaignSection({ scope }: Props) {
  const { t } = useTranslation('catalogue');
  const { data } = useCampaignItems(scope);
  if (!data || data.items.length === 0) return null;
  return (
    <Section title={t('home.campaigns')}>
      <ItemStrip items={data.items} />
    </Section>
  );
}

function ItemStrip({ items }: { items: Item[] }) {
  return (
    <CardList
      layout="strip"
      rows={items}
      keyOf={(item) => item.id}
      render={(item) => <ConnectedItemCard item={item} />}
    />
  );
}

/** Popular or latest items of the module (first page, sideways). */
export function ItemsSection({ scope, module, kind }: Props & { kind: 'popular' | 'latest' }) {
  const { t } = useTranslation('catalogue');
  const words = useLabelValues(module);
  const popular = usePopularItems(kind === 'popular' ? scope : null, HOME_STRIP_ITEMS);
  const latest = useLatestItems(kind === 'latest' ? scope : null, HOME_STRIP_ITEMS);
  const { data, error, mutate } = kind === 'popular' ? popular : latest;
  return (
    <Section title={t(kind === 'popular' ? 'home.popularItems' : 'home.latestItems', words)}>
      {error ? <ListError onRetry={() => void mutate()} /> : null}
      {!data && !error ? <CardsLoading layout="strip" count={STRIP_CARDS} /> : null}
      {data && data.items.length === 0 ? <ListEmpty text={t('list.noItems', words)} /> : null}
      {data && data.items.length > 0 ? <ItemStrip items={data.items} /> : null}
    </Section>
  );
}

/** Popular or latest stores (SPEC.md: up to 12), with View all. */
export function StoresSection({ scope, module, kind }: Props & { kind: 'popular' | 'latest' }) {
  const { t } = useTranslation('catalogue');
  const words = useLabelValues(module);
  const popular = usePopularStores(kind === 'popular' ? scope : null, HOME_STRIP_STORES);
  const latest = useLatestStores(kind === 'latest' ? scope : null, HOME_STRIP_STORES);
  const { data, error, mutate } = kind === 'popular' ? popular : latest;
  return (
    <Section
      title={t(kind === 'popular' ? 'home.popularStores' : 'home.latestStores', words)}
      more={{ to: `/store/${kind}`, label: t('home.viewAll') }}
    >
      {error ? <ListError onRetry={() => void mutate()} /> : null}
      {!data && !error ? <CardsLoading layout="strip" shape="store" count={STRIP_CARDS} /> : null}
      {data && data.stores.length === 0 ? <ListEmpty text={t('list.noStores', words)} /> : null}
      {data && data.stores.length > 0 ? (
        <CardList
          layout="strip"
          className="card-list--stores"
          rows={data.stores}
          keyOf={(s) => s.id}
          render={(s, index) => (
            <ConnectedStoreCard store={s} priority={kind === 'popular' && index < STRIP_CARDS} />
          )}
        />
      ) : null}
    </Section>
  );
}
