import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instantOfWallText, wallText } from './marketplace-time';

describe('a datetime-local value on the marketplace’s wall clock', () => {
  const device = process.env.TZ;
  // The device in Tokyo: nothing below may read its zone.
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
  });

  it('writes what the zone’s clock reads at an instant, to the minute', () => {
    expect(wallText(new Date('2026-12-01T09:00:59Z'), 'Europe/Paris')).toBe('2026-12-01T10:00');
    expect(wallText(new Date('2026-11-30T23:30:00Z'), 'Europe/Paris')).toBe('2026-12-01T00:30');
  });

  it('reads a value back as the instant of the zone’s clock, across clock changes', () => {
    expect(instantOfWallText('2026-12-01T10:00', 'Europe/Paris')).toEqual(new Date('2026-12-01T09:00:00Z'));
    expect(instantOfWallText('2027-07-01T10:00', 'Europe/Paris')).toEqual(new Date('2027-07-01T08:00:00Z'));
    expect(instantOfWallText(wallText(new Date('2027-03-28T07:00:00Z'), 'Europe/Paris'), 'Europe/Paris')).toEqual(new Date('2027-03-28T07:00:00Z'));
  });

  it('reads nothing from what is no date and time', () => {
    for (const text of ['', '2026-12-01', '2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01T10:00:00Z']) {
      expect(instantOfWallText(text, 'Europe/Paris')).toBeNull();
    }
  });
});
