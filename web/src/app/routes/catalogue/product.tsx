import { useParams, useSearchParams } from 'react-router';
import { ProductPage } from '@/features/catalogue/containers/product-page';

/** /product/{id}?id={slug or id}&module_id=: the product detail page (ecommerce items, items with variations). */
export function Component() {
  const { id } = useParams();
  const [query] = useSearchParams();
  return <ProductPage itemKey={query.get('id') || id} />;
}
