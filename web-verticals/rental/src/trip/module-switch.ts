import type { ModuleSwitchHook } from '@storefront/sdk';
import { getTripCart, tripActions } from './api';
export { resources } from './strings';

/**
 * SPEC.md section 4, the rental switch with a rental cart: keep the trip cart when its provider's
 * pickup zone is among the selected zones, else empty it and say so.
 */
const keepTripInZones: ModuleSwitchHook = async ({ host, zoneIds, t }) => {
  const owner = host.owner();
  if (!owner) return null;
  const cart = await getTripCart(host, owner);
  if (!cart.provider || zoneIds.includes(cart.provider.zone_id)) return null;
  await tripActions(host).clear();
  return t('zoneCleared');
};

export default keepTripInZones;
