import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, PositionError } from '@/features/location/lib/current-position';

/** A geolocation that answers with `behaviour`, recording the options it was asked with. */
function fakeGeolocation(behaviour: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success, failure) =>
    behaviour(success, failure ?? (() => undefined)),
  );
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
}

const position = (lat: number, lng: number) => ({ coords: { latitude: lat, longitude: lng } }) as GeolocationPosition;
const failure = (code: number) => ({ code }) as GeolocationPositionError;

afterEach(() => {
  vi.useRealTimers();
});

describe('currentPosition', () => {
  it('asks for low accuracy within 5 seconds and answers the coordinates', async () => {
    const { geolocation, getCurrentPosition } = fakeGeolocation((success) => success(position(48.85, 2.35)));

    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 48.85, lng: 2.35 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: false, timeout: 5000 });
  });

  it('gives up after 5 seconds when the browser never answers (an unanswered permission prompt)', async () => {
    vi.useFakeTimers();
    const { geolocation } = fakeGeolocation(() => undefined);
    const lookup = currentPosition(geolocation);
    const outcome = expect(lookup).rejects.toEqual(new PositionError('timeout'));

    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void lookup.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('says why it failed: denied, unavailable, browser timeout, or no geolocation at all', async () => {
    for (const [code, reason] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const) {
      const { geolocation } = fakeGeolocation((_, fail) => fail(failure(code)));
      await expect(currentPosition(geolocation)).rejects.toMatchObject({ reason });
    }
    await expect(currentPosition(undefined)).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
