import { StoreListPage } from '@/features/catalogue/containers/store-list-page';

/** /store/latest: the newest stores first. */
export function Component() {
  return <StoreListPage kind="latest" />;
}
