import { apiFetch } from '@/shared/api/client';
import type { CatalogueKey } from '@/shared/api/swr-keys';

/**
 * Fetch a catalogue key: its path, with the module and zones of its scope sent as the moduleId and
 * zoneId headers, so the answer always matches its key (a store page asks for the store's own module).
 */
export function fetchCatalogue<T>([path, moduleId, zoneIds]: CatalogueKey): Promise<T> {
  const headers: Record<string, string> = {};
  if (moduleId !== null) headers.moduleId = String(moduleId);
  if (zoneIds) headers.zoneId = `[${zoneIds}]`;
  return apiFetch<T>(path, { headers });
}
