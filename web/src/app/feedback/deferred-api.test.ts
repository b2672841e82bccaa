import { describe, expect, it, vi } from 'vitest';
import { createDeferredApi, type FeedbackApi } from '@/app/feedback/deferred-api';

function fakeApi() {
  const close = Object.assign(vi.fn(), { then: (resolve: (ok: boolean) => void) => resolve(true) });
  const instance = { destroy: vi.fn(), update: vi.fn(), then: (resolve: (ok: boolean) => void) => resolve(true) };
  return {
    message: { success: vi.fn(() => close), error: vi.fn(() => close), destroy: vi.fn() },
    notification: { info: vi.fn() },
    modal: { confirm: vi.fn(() => instance) },
    close,
    instance,
  };
}

describe('the deferred feedback API', () => {
  it('asks for the real code on first use and replays calls, in order, once it arrives', () => {
    const request = vi.fn();
    const deferred = createDeferredApi(request);
    const api = fakeApi();

    void deferred.api.message.success('Saved');
    deferred.api.modal.confirm({ title: 'Sure?' });
    expect(request).toHaveBeenCalled();
    deferred.attach(api as unknown as FeedbackApi);

    expect(api.message.success).toHaveBeenCalledWith('Saved');
    expect(api.modal.confirm).toHaveBeenCalledWith({ title: 'Sure?' });
  });

  it('goes straight through once attached', () => {
    const deferred = createDeferredApi(vi.fn());
    const api = fakeApi();
    deferred.attach(api as unknown as FeedbackApi);

    deferred.api.notification.info({ title: 'Hi' });

    expect(api.notification.info).toHaveBeenCalledWith({ title: 'Hi' });
  });

  it('applies a destroy asked for before the dialog existed', () => {
    const deferred = createDeferredApi(vi.fn());
    const api = fakeApi();

    deferred.api.modal.confirm({ title: 'Sure?' }).destroy();
    deferred.attach(api as unknown as FeedbackApi);

    expect(api.instance.destroy).toHaveBeenCalled();
  });

  it('closes a toast closed before it was shown', async () => {
    const deferred = createDeferredApi(vi.fn());
    const api = fakeApi();

    const close = deferred.api.message.error('Oops');
    close();
    deferred.attach(api as unknown as FeedbackApi);

    expect(api.close).toHaveBeenCalled();
    await expect(close.then((ok) => ok)).resolves.toBe(true);
  });

  it('shows a keyed toast for its own full time: the one shown under its key closes, the new one takes a key of its own', () => {
    const deferred = createDeferredApi(vi.fn());
    const api = fakeApi();
    deferred.attach(api as unknown as FeedbackApi);

    void deferred.api.message.success({ content: 'Item added to cart', key: 'cart-change' });
    void deferred.api.message.success({ content: 'Cart item remove successfully', key: 'cart-change' });
    void deferred.api.message.success('Saved');
    deferred.api.message.destroy('cart-change');

    const [first, second, plain] = (api.message.success.mock.calls as unknown[][]).map(([config]) => config);
    expect(first).toEqual({ content: 'Item added to cart', key: 'cart-change#1' });
    expect(second).toEqual({ content: 'Cart item remove successfully', key: 'cart-change#2' });
    expect(plain).toBe('Saved');
    expect(api.message.destroy.mock.calls).toEqual([['cart-change#1'], ['cart-change#2']]);
  });
});
