import { StoreCard } from '@/features/catalogue/components/store-card';
import { useSharedCardEnvironment } from '@/features/catalogue/containers/card-environment';
import { LazyStoreHeart } from '@/features/catalogue/containers/lazy-store-heart';
import { useCatalogueFormat, type CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { storePath } from '@/features/catalogue/paths';
import type { Store } from '@/features/catalogue/types';

interface Props {
  store: Store;
  priority?: boolean;
}

/** A store card linked to its store page, with the wishlist heart where the store's module keeps a wishlist. */
export function ConnectedStoreCard(props: Props) {
  const shared = useSharedCardEnvironment();
  return shared ? <StoreCardIn format={shared.format} {...props} /> : <StoreCardOnItsOwn {...props} />;
}

function StoreCardOnItsOwn(props: Props) {
  return <StoreCardIn format={useCatalogueFormat()} {...props} />;
}

function StoreCardIn({ store, priority = false, format }: Props & { format: CatalogueFormat }) {
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
