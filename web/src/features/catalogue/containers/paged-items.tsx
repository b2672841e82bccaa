import type { PagedList } from '@/features/catalogue/api/paged';
import { CardList } from '@/features/catalogue/components/card-list';
import { CardsLoading, ListEmpty, ListError, LoadMore } from '@/features/catalogue/components/list-states';
import { CardEnvironmentProvider } from '@/features/catalogue/containers/card-environment';
import { ConnectedItemCard } from '@/features/catalogue/containers/connected-item-card';
import type { Item } from '@/features/catalogue/types';
import { useNearScreen } from '@/shared/ui/when-visible';
import '@/features/catalogue/components/list-states.css';

const EAGER_CARDS = 4;

interface Props {
  list: PagedList<Item>;
  emptyText: string;
  /**
   * Cards drawn with the page; the others hold their place as grey cards and are drawn when the
   * shopper scrolls near them (a store page under its header). All at once when not given.
   */
  firstScreen?: number;
}

/** A paged item list as a grid of cards, with loading, empty, error and "load more" states. */
export function PagedItems({ list, emptyText, firstScreen }: Props) {
  // Watches the grey cards: once one comes within 200px of the screen, every card is drawn.
  const [later, near] = useNearScreen<HTMLDivElement>('200px');
  if (list.error && list.rows.length === 0) return <ListError onRetry={list.retry} />;
  if (list.loading) return <CardsLoading count={8} />;
  if (list.rows.length === 0) return <ListEmpty text={emptyText} />;
  const drawn = near || firstScreen === undefined ? list.rows.length : firstScreen;
  // The cards share one reading of what they draw with (card-environment.tsx).
  return (
    <CardEnvironmentProvider>
      <CardList
        rows={list.rows}
        keyOf={(item) => item.id}
        render={(item, index) =>
          index < drawn ? (
            <ConnectedItemCard item={item} priority={index < EAGER_CARDS} />
          ) : (
            // Shaped like the card to come (list-states.tsx's grey cards), hidden from screen readers.
            <div ref={later} className="card-skeleton card-skeleton--item" aria-hidden="true">
              <div className="card-skeleton__picture card-skeleton__block" />
              <div className="card-skeleton__line card-skeleton__block" />
              <div className="card-skeleton__line card-skeleton__line--short card-skeleton__block" />
            </div>
          )
        }
      />
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoadMore={list.loadMore}
        shown={list.rows.length}
        total={list.total}
      />
    </CardEnvironmentProvider>
  );
}
