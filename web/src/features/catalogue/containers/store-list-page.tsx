import { useTranslation } from 'react-i18next';
import { useLatestStoreList } from '@/features/catalogue/api/get-latest-stores';
import { usePopularStoreList } from '@/features/catalogue/api/get-popular-stores';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { CardList } from '@/features/catalogue/components/card-list';
import { CardsLoading, ListEmpty, ListError, LoadMore } from '@/features/catalogue/components/list-states';
import { CardEnvironmentProvider } from '@/features/catalogue/containers/card-environment';
import { ConnectedStoreCard } from '@/features/catalogue/containers/connected-store-card';
import { useCatalogueModule } from '@/features/catalogue/hooks/use-catalogue-module';
import { capitalize } from '@/shared/lib/text';
import '@/features/catalogue/catalogue.css';

/** /store/latest and /store/popular: every store of the module, 12 a page. */
export function StoreListPage({ kind }: { kind: 'popular' | 'latest' }) {
  const { t, i18n } = useTranslation('catalogue');
  const scope = useCatalogueScope();
  const module = useCatalogueModule();
  const popular = usePopularStoreList(kind === 'popular' ? scope : null);
  const latest = useLatestStoreList(kind === 'latest' ? scope : null);
  const list = kind === 'popular' ? popular : latest;
  const stores = module.labels.stores;
  const words = { stores, Stores: capitalize(stores, i18n.language) };
  return (
    <div className="catalogue-page">
      <h1 className="page-title">{t(kind === 'popular' ? 'home.popularStores' : 'home.latestStores', words)}</h1>
      {list.error && list.rows.length === 0 ? <ListError onRetry={list.retry} /> : null}
      {list.loading ? <CardsLoading shape="store" count={8} /> : null}
      {!list.loading && !list.error && list.rows.length === 0 ? <ListEmpty text={t('list.noStores', words)} /> : null}
      {list.rows.length > 0 ? (
        // The cards share one reading of what they draw with (card-environment.tsx).
        <CardEnvironmentProvider>
          <CardList
            className="card-list--stores"
            rows={list.rows}
            keyOf={(s) => s.id}
            render={(s, index) => (
              <ConnectedStoreCard store={s} priority={index < 4} />
            )}
          />
          <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} shown={list.rows.length} total={list.total} />
        </CardEnvironmentProvider>
      ) : null}
    </div>
  );
}
