import type { VerticalModule, VerticalRouteProps, VerticalStore } from '@storefront/sdk';

/** The pharmacy module as stories and tests show it. */
export const STORY_MODULE: VerticalModule = { id: 3, module_name: 'Pharmacy', module_type: 'pharmacy', labels: { items: 'medicines', stores: 'pharmacies' } };

/** A pharmacy that takes orders of a prescription alone, and one that does not. */
export const TAKES_PRESCRIPTIONS: VerticalStore = { id: 21, name: 'Green Cross Pharmacy', module_id: 3, extra: { prescription_order: 1 } };
export const NO_PRESCRIPTIONS: VerticalStore = { id: 22, name: 'Corner Drugstore', module_id: 3, extra: { prescription_order: 0 } };

/** The stores list answer the page reads (the catalogue's store answers, the fields it uses). */
export const STORY_STORES = {
  stores: [
    { id: 21, name: 'Green Cross Pharmacy', address: '4 Rue de la Paix', prescription_order: 1 },
    { id: 22, name: 'Corner Drugstore', address: '9 Avenue Foch', prescription_order: 0 },
    { id: 23, name: 'Night Pharmacy', address: null, prescription_order: 1 },
  ],
};

/** The page's props over a scripted `fetchApi` (a thrown Error is a refusal, as the storefront's client rejects). */
export function pageProps(overrides: Partial<VerticalRouteProps> & { answer?: () => Promise<unknown> } = {}): VerticalRouteProps {
  const { answer = async () => STORY_STORES, ...rest } = overrides;
  return {
    module: STORY_MODULE,
    chosen: true,
    choose: () => undefined,
    query: new URLSearchParams(),
    navigate: () => undefined,
    fetchApi: (async () => answer()) as VerticalRouteProps['fetchApi'],
    formatPrice: (amount) => `€${amount.toFixed(2)}`,
    // The pharmacy's page reads with fetchApi and writes nothing: the host and the map are never used.
    host: {
      request: () => Promise.reject(new Error('not used by this page')),
      owner: () => null,
      ensureOwner: () => Promise.reject(new Error('not used by this page')),
      location: () => null,
      formatPrice: (amount) => `€${amount.toFixed(2)}`,
      marketplaceClock: () => Promise.reject(new Error('not used by this page')),
      formatDateTime: (instant) => new Date(instant).toISOString(),
      keys: { profile: () => '/api/v1/customer/info' },
    },
    parts: { ItemList: () => null, Unavailable: () => null, PointChooser: () => null },
    ...rest,
  };
}
