import type { SearchSuggester } from '@storefront/sdk';
import { suggestVehicles } from './api';

/**
 * The rental module's search box suggestions: vehicles whose name holds the typed text, from the server,
 * each with its provider; picking one opens the vehicle's page.
 */
const suggest: SearchSuggester = async ({ host, moduleId, text }) => {
  const vehicles = await suggestVehicles(host, text.trim().slice(0, 50));
  return vehicles.map((vehicle) => ({
    key: `vehicle-${vehicle.id}`,
    label: vehicle.name,
    detail: vehicle.provider_name,
    imageUrl: vehicle.image_full_url,
    to: `/product/${vehicle.id}?id=${vehicle.id}&module_id=${moduleId}`,
  }));
};

export default suggest;
