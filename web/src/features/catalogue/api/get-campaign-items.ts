import useSWR from 'swr';
import { swrKeys, type CatalogueScope, type PageQuery } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import type { ItemPage } from '@/features/catalogue/types';

const CAMPAIGN_STRIP = 12;

/** GET /api/v1/items/campaigns: campaign items whose dates cover today. */
export function getCampaignItems(page: PageQuery, scope: CatalogueScope): Promise<ItemPage> {
  return fetchCatalogue<ItemPage>(swrKeys.campaignItems(page, scope));
}

/** The campaigns running now (the home page strip). */
export function useCampaignItems(scope: CatalogueScope) {
  return useSWR(swrKeys.campaignItems({ offset: 1, limit: CAMPAIGN_STRIP }, scope), fetchCatalogue<ItemPage>);
}
