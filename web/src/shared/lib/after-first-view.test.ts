import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFirstView', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves at once outside the app', async () => {
    const { afterFirstView } = await import('@/shared/lib/after-first-view');
    await expect(afterFirstView()).resolves.toBeUndefined();
  });

  it('resumes each waiter in a task of its own once the first view has ended', async () => {
    vi.useFakeTimers();
    // The browser's idle time ends the first view; here a timer of 50 ms, as where the browser has none.
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterFirstView, beginFirstView, notePageDrawn } = await import('@/shared/lib/after-first-view');
    beginFirstView();
    const resumed: string[] = [];
    void afterFirstView().then(() => resumed.push('actions'));
    void afterFirstView().then(() => resumed.push('feedback'));
    notePageDrawn();
    const timersBefore = vi.getTimerCount();
    await vi.advanceTimersByTimeAsync(50);
    // The two waiters are two timers now, not two callbacks of one.
    expect(resumed).toEqual([]);
    expect(vi.getTimerCount()).toBe(timersBefore - 1 + 2);
    await vi.runOnlyPendingTimersAsync();
    expect(resumed).toEqual(['actions', 'feedback']);
  });
});
