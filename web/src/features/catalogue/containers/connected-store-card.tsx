import { StoreCard } from '@/features/catalogue/components/store-card';
import { LazyStoreHeart } from '@/features/catalogue/containers/lazy-store-heart';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { storePath } from '@/features/catalogue/paths';
import type { Store } from '@/features/catalogue/types';

/** A store card linked to its store page, with the wishlist heart where the store's module keeps a wishlist. */
export function ConnectedStoreCard({ store, priority = false }: { store: Store; priority?: boolean }) {
  const format = useCatalogueFormat();
  return (
    <StoreCard
      store={store}
      href={storePath({ ...store, module_type: store.module.module_type })}
      format={format}
      priority={priority}
      heart={<LazyStoreHeart store={store} className="store-card__wishlist" />}
    />
  );
}
