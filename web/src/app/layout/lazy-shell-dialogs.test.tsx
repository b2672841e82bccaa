import { afterEach, describe, expect, it } from 'vitest';
import { firstDialogOpened } from '@/app/layout/lazy-shell-dialogs';
import { appStore } from '@/shared/state/app-store';
import { cartDrawerAtom, quickViewItemAtom } from '@/shared/state/dialogs';

describe('firstDialogOpened', () => {
  afterEach(() => {
    appStore.set(cartDrawerAtom, { open: false, kind: 'items' });
    appStore.set(quickViewItemAtom, null);
  });

  it('waits for a shopper to open one of the app-wide dialogs, and no other', async () => {
    let opened = false;
    const waiting = firstDialogOpened().then(() => {
      opened = true;
    });
    // The quick view has a host of its own, always mounted: it does not bring the others.
    appStore.set(quickViewItemAtom, 12);
    await Promise.resolve();
    expect(opened).toBe(false);

    appStore.set(cartDrawerAtom, { open: true, kind: 'items' });
    await waiting;
    expect(opened).toBe(true);
  });
});
