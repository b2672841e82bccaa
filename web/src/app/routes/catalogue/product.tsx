import { useParams, useSearchParams } from 'react-router';
import { LazyReviews } from '@/app/parts/reviews-part';
import { ProductPage } from '@/features/catalogue/containers/product-page';

/** /product/{id}?id={slug or id}&module_id=: the product detail page (ecommerce items, items with variations). */
export function Component() {
  const { id } = useParams();
  const [query] = useSearchParams();
  return <ProductPage itemKey={query.get('id') || id} below={(item) => <LazyReviews of={{ kind: 'item', itemId: item.id }} />} />;
}
