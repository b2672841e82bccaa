import { StoreListPage } from '@/features/catalogue/containers/store-list-page';

/** /store/popular: the most ordered stores first. */
export function Component() {
  return <StoreListPage kind="popular" />;
}
