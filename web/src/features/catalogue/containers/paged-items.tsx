import type { PagedList } from '@/features/catalogue/api/paged';
import { CardList } from '@/features/catalogue/components/card-list';
import { CardsLoading, ListEmpty, ListError, LoadMore } from '@/features/catalogue/components/list-states';
import { ConnectedItemCard } from '@/features/catalogue/containers/connected-item-card';
import type { Item } from '@/features/catalogue/types';

const EAGER_CARDS = 4;

/** A paged item list as a grid of cards, with loading, empty, error and "load more" states. */
export function PagedItems({ list, emptyText }: { list: PagedList<Item>; emptyText: string }) {
  if (list.error && list.rows.length === 0) return <ListError onRetry={list.retry} />;
  if (list.loading) return <CardsLoading count={8} />;
  if (list.rows.length === 0) return <ListEmpty text={emptyText} />;
  return (
    <>
      <CardList
        rows={list.rows}
        keyOf={(item) => item.id}
        render={(item, index) => <ConnectedItemCard item={item} priority={index < EAGER_CARDS} />}
      />
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        shown={list.rows.length}
        total={list.total}
      />
    </>
  );
}
