import { Suspense } from 'react';
import type { Store } from '@/features/catalogue/types';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';

// The heart, its hint and the wishlist hooks come after the first view, as an item card's actions do.
const StoreHeart = lazyAfterFirstView(() => import(/* webpackChunkName: "store-heart" */ '@/features/catalogue/containers/store-heart'));

/** A store's wishlist heart, drawn once the page's first view is up (nothing until then). */
export function LazyStoreHeart({ store, className }: { store: Store; className: string }) {
  return (
    <Suspense fallback={null}>
      <StoreHeart store={store} className={className} />
    </Suspense>
  );
}
