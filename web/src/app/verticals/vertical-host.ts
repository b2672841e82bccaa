import type { VerticalHost } from '@storefront/sdk';
import { useMemo } from 'react';
import { useMarketplaceDateTime } from '@/app/verticals/use-marketplace-date-time';
import { storedCartOwner } from '@/features/cart/api/cart-owner';
import { useMoney } from '@/features/cart/hooks/use-money';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import { useStore } from '@/shared/state/app-store';
import type { ChosenLocation } from '@/shared/state/location';
import { readStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

type Store = ReturnType<typeof useStore>;

/** How the host writes amounts and moments: in the marketplace's currency and time zone, the shopper's language. */
export interface HostFormats {
  formatPrice: (amount: number) => string;
  formatDateTime: (instant: string | Date) => string;
}

/** What the storefront lends a vertical's slots and hooks (the sdk's VerticalHost), on `store`. */
export function verticalHost(store: Store, { formatPrice, formatDateTime }: HostFormats): VerticalHost {
  return {
    request: (path, options) => apiFetch(path, options),
    // As stored now (the cart's own reading), so a hook run outside React sees the latest session.
    owner: storedCartOwner,
    // The guest id request is the cart's: its code comes with a vertical's first write.
    ensureOwner: () => import(/* webpackChunkName: "cart-lists" */ '@/features/cart/api/request-guest').then((m) => m.ensureCartOwner(store)),
    location: () => (readStored(STORAGE_KEYS.location) as ChosenLocation | null) ?? null,
    formatPrice,
    // Asked only by a vertical's form that picks a time: fetched then, kept out of every page's first load.
    marketplaceClock: () => import(/* webpackChunkName: "marketplace-clock" */ '@/shared/api/get-marketplace-clock').then((m) => m.readMarketplaceClock()),
    formatDateTime,
    // The answers a vertical shares with the storefront are cached under the storefront's keys.
    keys: { profile: swrKeys.profile },
  };
}

/** The VerticalHost for a slot drawn in React. */
export function useVerticalHost(): VerticalHost {
  const store = useStore();
  const formatPrice = useMoney();
  const formatDateTime = useMarketplaceDateTime();
  return useMemo(() => verticalHost(store, { formatPrice, formatDateTime }), [store, formatPrice, formatDateTime]);
}
