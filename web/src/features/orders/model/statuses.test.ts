import { describe, expect, it } from 'vitest';
import { isCancelable, isRunning, timelineSteps } from '@/features/orders/model/statuses';

const HISTORY = [
  { status: 'pending', at: '2026-11-26T08:00:00Z' },
  { status: 'confirmed', at: '2026-11-26T08:01:00Z' },
];

describe('an order’s timeline', () => {
  it('marks the steps reached done with their time, the current one in progress, the rest waiting', () => {
    const steps = timelineSteps('confirmed', HISTORY, 'delivery');
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending', 'done'],
      ['confirmed', 'current'],
      ['processing', 'waiting'],
      ['handover', 'waiting'],
      ['picked_up', 'waiting'],
      ['delivered', 'waiting'],
    ]);
    expect(steps[0]?.at).toBe('2026-11-26T08:00:00Z');
  });

  it('leaves out the courier’s pick-up for take-away', () => {
    expect(timelineSteps('pending', [], 'take_away').map((s) => s.status)).not.toContain('picked_up');
  });

  it('shows a delivered order done to the end', () => {
    expect(timelineSteps('delivered', [], 'delivery').every((s) => s.state === 'done')).toBe(true);
  });

  it('ends a canceled order with Canceled after the steps it reached', () => {
    const steps = timelineSteps('canceled', [...HISTORY, { status: 'canceled', at: '2026-11-26T08:02:00Z' }], 'delivery');
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['canceled', 'canceled'],
    ]);
  });
});

describe('what a status allows', () => {
  it('cancels only while pending or confirmed, and runs until delivered or canceled', () => {
    expect(['pending', 'confirmed', 'processing', 'delivered'].map(isCancelable)).toEqual([true, true, false, false]);
    expect(['processing', 'delivered', 'canceled'].map(isRunning)).toEqual([true, false, false]);
  });
});
