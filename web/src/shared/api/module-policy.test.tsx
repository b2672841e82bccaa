import { SHOPPING_POLICY } from '@storefront/sdk';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModulePolicy } from '@/shared/api/module-policy';
import { fakeApi } from '@/test/fake-api';
import { MODULES, POLICIES, moduleOf } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

/** A module list that never answers: the app is still loading it. */
function pendingModules() {
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
}

afterEach(() => window.localStorage.clear());

describe('useModulePolicy', () => {
  it("is a shopping module's while nothing is chosen", () => {
    fakeApi({ '/api/v1/module': { body: MODULES } });
    const { result } = renderHook(() => useModulePolicy(), { wrapper: TestProviders });
    expect(result.current).toEqual(SHOPPING_POLICY);
  });

  it("reads the chosen module's policy from GET /api/v1/module, a shopping module's until it answers", async () => {
    // A module stored before modules carried a policy: only the list can tell.
    window.localStorage.setItem('module', JSON.stringify({ ...moduleOf('parcel'), policy: undefined }));
    pendingModules();
    const loading = renderHook(() => useModulePolicy(), { wrapper: TestProviders });
    expect(loading.result.current).toEqual(SHOPPING_POLICY);
    loading.unmount();

    fakeApi({ '/api/v1/module': { body: MODULES } });
    const { result } = renderHook(() => useModulePolicy(), { wrapper: TestProviders });
    await waitFor(() => expect(result.current).toEqual(POLICIES.parcel));
    expect(result.current).toMatchObject({ cart: 'none', wishlist: false, track_order: false, home_crumb: 'parcelDelivery' });
  });

  it('gives the policy of the module an item belongs to when asked by id', async () => {
    window.localStorage.setItem('module', JSON.stringify(moduleOf('grocery')));
    fakeApi({ '/api/v1/module': { body: MODULES } });
    const { result } = renderHook(() => ({ chosen: useModulePolicy(), food: useModulePolicy(moduleOf('food').id) }), { wrapper: TestProviders });
    await waitFor(() => expect(result.current.food).toEqual(POLICIES.food));
    expect(result.current.food.counts_stock).toBe(false);
    expect(result.current.chosen).toEqual(POLICIES.grocery);
  });

  it('keeps the stored policy of the chosen module while the list loads', () => {
    window.localStorage.setItem('module', JSON.stringify(moduleOf('rental')));
    pendingModules();
    const { result } = renderHook(() => useModulePolicy(), { wrapper: TestProviders });
    expect(result.current.cart).toBe('own');
  });
});
