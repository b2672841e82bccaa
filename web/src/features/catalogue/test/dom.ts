import { vi } from 'vitest';

/** jsdom has no ResizeObserver; antd's tooltips and carousel watch sizes with it. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
