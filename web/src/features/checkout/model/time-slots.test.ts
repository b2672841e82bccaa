import { describe, expect, it } from 'vitest';
import { periodsOfDay, timeSlots } from '@/features/checkout/model/time-slots';

const at = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return new Date(2026, 10, 26, h, m);
};
const clocks = (slots: ReturnType<typeof timeSlots>) => slots.map((s) => s.clock ?? 'Now');

describe('time slots', () => {
  it('starts with Now while open, then steps by the interval up to the closing', () => {
    const slots = timeSlots({ now: at('20:10'), periods: [{ opening_time: '09:00', closing_time: '22:00' }], scheduleOrder: true });
    expect(clocks(slots)).toEqual(['Now', '20:30', '21:00', '21:30']);
    expect(slots[1]?.at?.getHours()).toBe(20);
    expect(slots[1]?.at?.getMinutes()).toBe(30);
  });

  it('steps by the interval given', () => {
    const slots = timeSlots({ now: at('21:00'), periods: [{ opening_time: '09:00', closing_time: '22:00' }], scheduleOrder: true, intervalMinutes: 15 });
    expect(clocks(slots)).toEqual(['Now', '21:15', '21:30', '21:45']);
  });

  it('offers no Now while closed, only later slots inside the hours', () => {
    const slots = timeSlots({ now: at('07:40'), periods: [{ opening_time: '09:00', closing_time: '10:00' }], scheduleOrder: true });
    expect(clocks(slots)).toEqual(['09:00', '09:30']);
  });

  it('skips the gap between two periods of the day', () => {
    const periods = [
      { opening_time: '11:00', closing_time: '12:00' },
      { opening_time: '13:00', closing_time: '14:00' },
    ];
    expect(clocks(timeSlots({ now: at('11:20'), periods, scheduleOrder: true }))).toEqual(['Now', '11:30', '13:00', '13:30']);
  });

  it('runs past midnight when the closing is before the opening', () => {
    const slots = timeSlots({ now: at('23:10'), periods: [{ opening_time: '18:00', closing_time: '00:30' }], scheduleOrder: true });
    expect(clocks(slots)).toEqual(['Now', '23:30', '00:00']);
    expect(slots[2]?.at?.getDate()).toBe(27);
  });

  it('offers only Now without schedule orders, and nothing while closed', () => {
    const periods = [{ opening_time: '09:00', closing_time: '22:00' }];
    expect(clocks(timeSlots({ now: at('12:00'), periods, scheduleOrder: false }))).toEqual(['Now']);
    expect(timeSlots({ now: at('23:00'), periods, scheduleOrder: false })).toEqual([]);
  });

  it('keeps a day at most, whatever the hours', () => {
    const slots = timeSlots({ now: at('00:00'), periods: [{ opening_time: '00:00', closing_time: '23:59' }], scheduleOrder: true, intervalMinutes: 1 });
    expect(slots.length).toBeLessThanOrEqual(49);
  });

  it('reads the periods of the weekday, Sunday being 0', () => {
    const schedules = [
      { day: 4, opening_time: '09:00', closing_time: '18:00' },
      { day: 0, opening_time: '10:00', closing_time: '12:00' },
    ];
    expect(periodsOfDay(schedules, at('12:00'))).toEqual([schedules[0]]);
  });
});
