import { GEOLOCATION_TIMEOUT_MS, type LatLng } from '@/features/location/model';

/** Why the position could not be had. */
export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** A failed position lookup, saying why. */
export class PositionError extends Error {
  constructor(readonly reason: PositionFailure) {
    super(`current position: ${reason}`);
    this.name = 'PositionError';
  }
}

const REASONS: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * The device's position, low accuracy, within `timeoutMs` (SPEC.md: 5000 ms).
 *
 * The browser's own timeout only starts once permission is given, so a prompt left unanswered would
 * wait forever: our own timer bounds the whole lookup, permission included.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionError('unsupported'));
      return;
    }
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new PositionError('timeout'))), timeoutMs);
    geolocation.getCurrentPosition(
      ({ coords }) => finish(() => resolve({ lat: coords.latitude, lng: coords.longitude })),
      (error) => finish(() => reject(new PositionError(REASONS[error.code] ?? 'unavailable'))),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
