import useSWR from 'swr';
import { swrKeys, type CatalogueScope } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import type { ItemPage } from '@/features/catalogue/types';

const FLASH_SALE_STRIP = 12;

/** GET /api/v1/items/flash-sale: the items of the flash sales running now, the soonest ending first. */
export function useFlashSaleItems(scope: CatalogueScope) {
  return useSWR(swrKeys.flashSaleItems({ offset: 1, limit: FLASH_SALE_STRIP }, scope), fetchCatalogue<ItemPage>);
}
