import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAvailableAt, shortTime } from '@/shared/lib/availability';

const at = (clock: string) => new Date(`2026-06-01T${clock}:00`);

describe('isAvailableAt', () => {
  it('is true inside the window, ends included', () => {
    expect(isAvailableAt('08:00', '20:30', at('08:00'))).toBe(true);
    expect(isAvailableAt('08:00', '20:30', at('20:30'))).toBe(true);
    expect(isAvailableAt('00:00', '23:59', at('23:59'))).toBe(true);
  });

  it('is false outside the window', () => {
    expect(isAvailableAt('08:00', '20:30', at('07:59'))).toBe(false);
    expect(isAvailableAt('08:00', '20:30', at('20:31'))).toBe(false);
  });

  it('wraps a window past midnight', () => {
    expect(isAvailableAt('22:00', '02:00', at('23:30'))).toBe(true);
    expect(isAvailableAt('22:00', '02:00', at('01:00'))).toBe(true);
    expect(isAvailableAt('22:00', '02:00', at('12:00'))).toBe(false);
  });

  it('reads no clock for a window of the whole day, ending at midnight or wrapping past it', () => {
    const clock = vi.spyOn(Intl, 'DateTimeFormat');
    expect(isAvailableAt('00:00', '23:59', at('12:00'), 'Pacific/Chatham')).toBe(true);
    expect(isAvailableAt('10:00', '09:59', at('12:00'), 'Pacific/Chatham')).toBe(true);
    expect(clock).not.toHaveBeenCalled();
    // A window one minute short of the day does read it.
    expect(isAvailableAt('00:00', '23:58', at('12:00'), 'Pacific/Chatham')).toBeTypeOf('boolean');
    expect(clock).toHaveBeenCalled();
    clock.mockRestore();
  });

  it('treats a missing or unreadable window as always open', () => {
    expect(isAvailableAt(null, '10:00', at('12:00'))).toBe(true);
    expect(isAvailableAt('soon', 'later', at('12:00'))).toBe(true);
  });
});

describe('shortTime', () => {
  it('keeps hours and minutes', () => {
    expect(shortTime('08:00:00')).toBe('08:00');
  });
});

describe('isAvailableAt on the marketplace’s clock', () => {
  const device = process.env.TZ;
  afterEach(() => {
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
  });

  it('reads the hours in the marketplace’s time zone, not the device’s', () => {
    process.env.TZ = 'Asia/Tokyo';
    // 14:00 in Paris is 22:00 in Tokyo: a Paris item sold 08:00-20:30 is on sale.
    const moment = new Date('2026-11-26T13:00:00Z');
    expect(isAvailableAt('08:00', '20:30', moment, 'Europe/Paris')).toBe(true);
    expect(isAvailableAt('08:00', '20:30', moment)).toBe(false); // the device's own reading
    // 22:00 in Paris (06:00 the next morning in Tokyo): closed.
    expect(isAvailableAt('08:00', '20:30', new Date('2026-11-26T21:00:00Z'), 'Europe/Paris')).toBe(false);
  });
});
