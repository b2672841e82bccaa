import { pageLanguage } from '@/shared/i18n/language';
import { readStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

/** SPEC.md section 9: a fixed number whose value the specification leaves to us. */
export const SOFTWARE_ID = '1';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** The stored zone ids as the server wants them: a JSON list, even when a single id was stored. */
function zoneIdsHeader(stored: unknown): string | null {
  const values = Array.isArray(stored) ? stored : [stored];
  const ids = values.map(finiteNumber).filter((id): id is number => id !== null && Number.isInteger(id));
  return ids.length > 0 && ids.length === values.length ? JSON.stringify(ids) : null;
}

/** SPEC.md section 7's request headers, read from local storage at the moment of each call. */
export function contextHeaders(storage: Storage = window.localStorage): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The interface's own language (one decision, shared/i18n/language.ts): the browser's when none is saved.
    'X-localization': pageLanguage(storage),
    'X-software-id': SOFTWARE_ID,
  };
  const zoneIds = zoneIdsHeader(readStored(STORAGE_KEYS.zoneIds, storage));
  if (zoneIds) headers.zoneId = zoneIds;

  const chosenModule = readStored(STORAGE_KEYS.module, storage);
  const moduleId = isRecord(chosenModule) ? finiteNumber(chosenModule.id) : null;
  if (moduleId !== null) headers.moduleId = String(moduleId);

  const position = readStored(STORAGE_KEYS.currentLatLng, storage);
  const latitude = isRecord(position) ? finiteNumber(position.lat) : null;
  const longitude = isRecord(position) ? finiteNumber(position.lng) : null;
  if (latitude !== null && longitude !== null) {
    headers.latitude = String(latitude);
    headers.longitude = String(longitude);
  }

  const token = readStored(STORAGE_KEYS.token, storage);
  if (typeof token === 'string' && token !== '') headers.Authorization = `Bearer ${token}`;
  return headers;
}
