import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayText } from '@/shared/lib/marketplace-time';
import { periodsOfDay, scheduleDays, slotKey, timeSlots } from '@/features/checkout/model/time-slots';

const PARIS = 'Europe/Paris';
// Thursday 26 November 2026 in Paris (UTC+1), at "HH:mm" of its wall clock.
const instant = (clock: string, day = '2026-11-26', offset = '+01:00') => new Date(`${day}T${clock}:00${offset}`);
const at = (clock: string) => ({ now: instant(clock), timeZone: PARIS });
const clocks = (slots: ReturnType<typeof timeSlots>) => slots.map((s) => s.clock ?? 'Now');

describe('time slots', () => {
  it('starts with Now while open, then steps by the interval up to the closing', () => {
    const slots = timeSlots({ clock: at('20:10'), periods: [{ opening_time: '09:00', closing_time: '22:00' }], scheduleOrder: true });
    expect(clocks(slots)).toEqual(['Now', '20:30', '21:00', '21:30']);
    expect(slots[1]?.at).toEqual(instant('20:30'));
  });

  it('steps by the interval given', () => {
    const slots = timeSlots({ clock: at('21:00'), periods: [{ opening_time: '09:00', closing_time: '22:00' }], scheduleOrder: true, intervalMinutes: 15 });
    expect(clocks(slots)).toEqual(['Now', '21:15', '21:30', '21:45']);
  });

  it('offers no Now while closed, only later slots inside the hours', () => {
    const slots = timeSlots({ clock: at('07:40'), periods: [{ opening_time: '09:00', closing_time: '10:00' }], scheduleOrder: true });
    expect(clocks(slots)).toEqual(['09:00', '09:30']);
  });

  it('skips the gap between two periods of the day', () => {
    const periods = [
      { opening_time: '11:00', closing_time: '12:00' },
      { opening_time: '13:00', closing_time: '14:00' },
    ];
    expect(clocks(timeSlots({ clock: at('11:20'), periods, scheduleOrder: true }))).toEqual(['Now', '11:30', '13:00', '13:30']);
  });

  it('runs past midnight when the closing is before the opening', () => {
    const slots = timeSlots({ clock: at('23:10'), periods: [{ opening_time: '18:00', closing_time: '00:30' }], scheduleOrder: true });
    expect(clocks(slots)).toEqual(['Now', '23:30', '00:00']);
    expect(slots[2]?.at).toEqual(instant('00:00', '2026-11-27'));
    expect(slots[2]?.day).toBe('2026-11-27');
  });

  it('offers only Now without schedule orders, and nothing while closed', () => {
    const periods = [{ opening_time: '09:00', closing_time: '22:00' }];
    expect(clocks(timeSlots({ clock: at('12:00'), periods, scheduleOrder: false }))).toEqual(['Now']);
    expect(timeSlots({ clock: at('23:00'), periods, scheduleOrder: false })).toEqual([]);
  });

  it('keeps a day at most, at an interval of 5 minutes at least, whatever the hours', () => {
    const slots = timeSlots({ clock: at('00:00'), periods: [{ opening_time: '00:00', closing_time: '23:59' }], scheduleOrder: true, intervalMinutes: 1 });
    expect(slots.length).toBeLessThanOrEqual(1 + 1440 / 5);
    expect(slots[2]?.clock).toBe('00:10');
  });

  it('reads the periods of the weekday, Sunday being 0', () => {
    const schedules = [
      { day: 4, opening_time: '09:00', closing_time: '18:00' },
      { day: 0, opening_time: '10:00', closing_time: '12:00' },
    ];
    expect(periodsOfDay(schedules, 4)).toEqual([schedules[0]]);
  });
});

describe('the day choice', () => {
  // Thursday 26 November 2026; the store opens 09:00 to 22:00, later on Saturdays, never on Sundays.
  const week = [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, opening_time: '09:00', closing_time: '22:00' })),
    { day: 6, opening_time: '11:00', closing_time: '13:00' },
  ];
  const dates = (days: ReturnType<typeof scheduleDays>) => days.map((d) => d.day.day);

  it('offers today and the next six days, leaving out a closed day', () => {
    const days = scheduleDays({ clock: at('20:10'), schedules: week, scheduleOrder: true });
    // 26 (Thu) to 2 December (Wed); Sunday the 29th is closed.
    expect(dates(days)).toEqual([26, 27, 28, 30, 1, 2]);
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(clocks(days[0]!.slots)).toEqual(['Now', '20:30', '21:00', '21:30']);
  });

  it('fills a later day with its own weekday’s hours, from the opening, with no Now', () => {
    const days = scheduleDays({ clock: at('20:10'), schedules: week, scheduleOrder: true });
    const saturday = days.find((d) => d.offset === 2)!;
    expect(clocks(saturday.slots)).toEqual(['11:00', '11:30', '12:00', '12:30']);
    expect(saturday.slots[0]?.at).toEqual(instant('11:00', '2026-11-28'));
    expect(days[1]!.slots[0]?.clock).toBe('09:00');
    expect(days[1]!.slots.at(-1)?.clock).toBe('21:30');
  });

  it('steps every day by the interval given', () => {
    const days = scheduleDays({ clock: at('21:20'), schedules: week, scheduleOrder: true, intervalMinutes: 15 });
    expect(clocks(days[0]!.slots)).toEqual(['Now', '21:30', '21:45']);
    expect(clocks(days.find((d) => d.offset === 2)!.slots)).toHaveLength(8);
  });

  it('starts with tomorrow once today is over', () => {
    const days = scheduleDays({ clock: at('23:00'), schedules: week, scheduleOrder: true });
    expect(dates(days)[0]).toBe(27);
  });

  it('offers only today’s Now without schedule orders', () => {
    const days = scheduleDays({ clock: at('12:00'), schedules: week, scheduleOrder: false });
    expect(days).toHaveLength(1);
    expect(clocks(days[0]!.slots)).toEqual(['Now']);
    expect(scheduleDays({ clock: at('23:00'), schedules: week, scheduleOrder: false })).toEqual([]);
  });

  it('keys a slot by its day and start, Now by itself', () => {
    const days = scheduleDays({ clock: at('20:10'), schedules: week, scheduleOrder: true });
    expect(days[0]!.slots.map(slotKey).slice(0, 2)).toEqual(['now', '2026-11-26 20:30']);
    expect(slotKey(days[1]!.slots[0]!)).toBe('2026-11-27 09:00');
    const keys = days.flatMap((d) => d.slots.map(slotKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps "HH:mm" true across the marketplace’s clock change', () => {
    // Sunday 28 March 2027: Paris moves from UTC+1 to UTC+2 at 02:00.
    const sunday = [{ day: 0, opening_time: '09:00', closing_time: '10:00' }];
    const days = scheduleDays({ clock: { now: instant('20:00', '2027-03-27'), timeZone: PARIS }, schedules: sunday, scheduleOrder: true });
    expect(days[0]!.slots[0]?.at).toEqual(new Date('2027-03-28T09:00:00+02:00'));
  });
});

describe('the marketplace’s clock, not the device’s', () => {
  const device = process.env.TZ;
  beforeEach(() => {
    // The device in Tokyo (eight hours ahead of Paris in winter) with its clock three hours off.
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T14:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
  });

  it('builds the slots on the server’s time and zone', () => {
    // Saturday 28 November 2026, 20:10 in Paris: already Sunday 04:10 in Tokyo, when the store is closed.
    const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '09:00', closing_time: '22:00' }));
    const server = { now: new Date('2026-11-28T20:10:00+01:00'), timeZone: PARIS };
    const days = scheduleDays({ clock: server, schedules: week, scheduleOrder: true });
    expect(new Date().getHours()).toBe(23); // the device's own reading: another day, another hour
    expect(days[0]!.offset).toBe(0);
    expect(dayText(days[0]!.day)).toBe('2026-11-28');
    expect(clocks(days[0]!.slots)).toEqual(['Now', '20:30', '21:00', '21:30']);
    expect(days[0]!.slots[1]?.at).toEqual(new Date('2026-11-28T19:30:00Z'));
    // Sunday (Paris) is closed: Monday is the next day offered, at its Paris hours.
    expect(slotKey(days[1]!.slots[0]!)).toBe('2026-11-30 09:00');
    expect(days[1]!.slots[0]?.at).toEqual(new Date('2026-11-30T08:00:00Z'));
  });
});
