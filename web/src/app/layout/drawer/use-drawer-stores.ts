import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { zoneIdsAtom } from '@/shared/state/location';

export type DrawerStore = Schemas['Store'];

/** SPEC.md section 7: the header asks type all, offset 1, limit 12. */
export const DRAWER_STORE_QUERY = { type: 'all', offset: 1, limit: 12 } as const;
/** SPEC.md section 2: each drawer list shows up to 10 stores, then View all. */
export const DRAWER_STORE_COUNT = 10;

type Kind = 'latest' | 'popular';

async function fetchStores([path]: readonly [string, ...unknown[]]): Promise<DrawerStore[]> {
  return (await apiFetch<Schemas['StorePage']>(path)).stores;
}

/**
 * The compact drawer's latest or popular stores, up to 10, for the chosen module and zones (their
 * headers change the answer, so they are part of the key). SPEC.md section 8: a failed popular
 * stores call gives an empty list (the latest list too: the drawer still offers View all).
 */
export function useDrawerStores(kind: Kind) {
  const moduleId = useAtomValue(chosenModuleAtom)?.id ?? null;
  const zoneIds = useAtomValue(zoneIdsAtom);
  const key = swrKeys.drawerStores(kind, DRAWER_STORE_QUERY, { moduleId, zoneIds });
  const { data, isLoading } = useSWR(key, fetchStores, { revalidateOnFocus: false });
  return { stores: (data ?? []).slice(0, DRAWER_STORE_COUNT), loading: isLoading };
}
