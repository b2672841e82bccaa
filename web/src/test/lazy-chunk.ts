import { act } from '@testing-library/react';

/**
 * Waits until a lazily loaded chunk is in and React has drawn what it brings. A component drawn with a
 * plain stand-in until its chunk arrives swaps that stand-in for its own when it does: on a busy machine a
 * click under way at that moment lands on a button no longer there, so tests click after this.
 */
export async function afterChunk(load: () => Promise<unknown>): Promise<void> {
  await act(async () => {
    await load();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
