import type { ModulePolicy } from '@storefront/sdk';
import { apiUrl } from '@/shared/api/client';
import type { Item, Store } from '@/features/catalogue/types';

/**
 * Links to catalogue pages with the query SPEC.md section 2 gives them. `apiUrl` only joins a path and
 * a query: these are storefront routes, not API calls.
 */

/** /product/{id}?id={slug or id}&module_id= */
export function productPath(item: Pick<Item, 'id' | 'slug' | 'module_id'>): string {
  return apiUrl(`/product/${item.id}`, { id: item.slug || item.id, module_id: item.module_id });
}

/** /store/{id}?id={slug or id}&module_id=&module_type=&store_zone_id= */
export function storePath(store: Pick<Store, 'id' | 'slug' | 'module_id' | 'zone_id'> & { module_type: string }): string {
  return apiUrl(`/store/${store.slug || store.id}`, {
    id: store.slug || store.id,
    module_id: store.module_id,
    module_type: store.module_type,
    store_zone_id: store.zone_id,
  });
}

/** The store page of an item's store. */
export function itemStorePath(item: Pick<Item, 'store_id' | 'module_id' | 'zone_id' | 'module'>): string {
  return storePath({ id: item.store_id, slug: '', module_id: item.module_id, zone_id: item.zone_id, module_type: item.module.module_type });
}

/** /category/{id} */
export function categoryPath(category: { id: number }): string {
  return `/category/${category.id}`;
}

/** /search?name= */
export function searchPath(name: string): string {
  return apiUrl('/search', { name: name.trim() });
}

/**
 * SPEC.md section 2: the product page is for items of modules whose policy says so (ecommerce) and
 * items with variations; the others open in the quick-view modal and keep the shopper on the list.
 */
export function opensProductPage(item: Pick<Item, 'variations'>, policy: Pick<ModulePolicy, 'product_page'>): boolean {
  return policy.product_page || item.variations.length > 0;
}

/** Sold out, in a module that counts stock (food does not: SPEC.md section 5, only the maximum quantity limits it). */
export function isOutOfStock(item: Pick<Item, 'stock'>, countsStock: boolean): boolean {
  return countsStock && item.stock <= 0;
}
