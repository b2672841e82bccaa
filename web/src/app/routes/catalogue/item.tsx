import { useSearchParams } from 'react-router';
import { LazyReviews } from '@/app/parts/reviews-part';
import { ProductPage } from '@/features/catalogue/containers/product-page';

/**
 * /item?id={id or slug}: SPEC.md names an item route without saying what it shows; it shows the item's
 * details, like the product page, so a link to any item (not only ecommerce ones) has a page of its own.
 */
export function Component() {
  const [query] = useSearchParams();
  return <ProductPage itemKey={query.get('id')} below={(item) => <LazyReviews of={{ kind: 'item', itemId: item.id }} />} />;
}
