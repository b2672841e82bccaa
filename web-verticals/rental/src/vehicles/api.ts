import type { VerticalHost } from '@storefront/sdk';
import useSWR from 'swr';
import type { VehicleBrand, VehicleSuggestion } from './types';

const BASE = '/api/v1/rental/vehicle';

/** The brands of the vehicles the shopper can rent where they are (the answer follows the module and zones). */
export function useVehicleBrands(host: VerticalHost, moduleId: number) {
  const zones = host.location()?.zoneIds.join(',') ?? '';
  return useSWR(['rental-vehicle-brands', moduleId, zones], () => host.request<VehicleBrand[]>(`${BASE}/brand-list`));
}

/** Vehicles whose name holds `text` (2 to 50 characters), at most `limit`. */
export function suggestVehicles(host: VerticalHost, text: string, limit = 6): Promise<VehicleSuggestion[]> {
  return host.request<VehicleSuggestion[]>(`${BASE}/suggestions`, { query: { name: text, limit } });
}
