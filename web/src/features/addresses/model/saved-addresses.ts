import type { Address } from '@/features/addresses/types';

/** SPEC.md section 4: when a store zone is given, only addresses whose zone_ids include it are kept. */
export function addressesForZone(addresses: readonly Address[], storeZoneId?: number | null): Address[] {
  if (storeZoneId === undefined || storeZoneId === null) return [...addresses];
  return addresses.filter((address) => address.zone_ids.includes(storeZoneId));
}

/** How an address is named in the list: its label ("home", "office", "other") or the name the customer gave it. */
export function isBuiltInLabel(addressType: string): addressType is 'home' | 'office' | 'other' {
  return addressType === 'home' || addressType === 'office' || addressType === 'other';
}
