import { describe, expect, it } from 'vitest';
import { currentFirst } from '@/features/account/model/device-order';

describe('the order of the devices', () => {
  it("puts this device first and keeps the server's order for the others", () => {
    const sessions = [
      { id: 'tablet', current: false },
      { id: 'this', current: true },
      { id: 'phone', current: false },
    ];
    expect(currentFirst(sessions).map((session) => session.id)).toEqual(['this', 'tablet', 'phone']);
    expect(sessions.map((session) => session.id)).toEqual(['tablet', 'this', 'phone']);
  });
});
