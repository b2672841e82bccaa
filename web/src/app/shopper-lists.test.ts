import { describe, expect, it, vi } from 'vitest';
import { clearCartForModuleSwitch } from '@/app/shopper-lists';
import type { Module } from '@/shared/state/chosen-module';
import { POLICIES } from '@/test/fixtures/marketplace';

const moduleOf = (id: number, module_type: keyof typeof POLICIES) =>
  ({ id, module_type, module_name: module_type, zones: [], policy: POLICIES[module_type] }) as unknown as Module;
const GROCERY = moduleOf(2, 'grocery');
const FOOD = moduleOf(1, 'food');

function stubFetch() {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(new URL(String(input), 'http://storefront.test'), init));
      return Response.json([]);
    }),
  );
  return calls;
}

describe('the module switch (SPEC.md section 4, step 2)', () => {
  it("empties the cart of the module the shopper leaves, for the guest's id", async () => {
    window.localStorage.setItem('guest_id', '"guest-1"');
    const calls = stubFetch();
    await clearCartForModuleSwitch(GROCERY, FOOD);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('DELETE');
    expect(new URL(call?.url ?? '').pathname).toBe('/api/v1/customer/cart/remove');
    expect(new URL(call?.url ?? '').searchParams.get('guest_id')).toBe('guest-1');
    expect(call?.headers.get('moduleId')).toBe('2');
  });

  it('asks nothing of a shopper who never had a cart, nor when the module stays the same', async () => {
    const calls = stubFetch();
    await clearCartForModuleSwitch(GROCERY, FOOD);
    window.localStorage.setItem('token', '"t"');
    await clearCartForModuleSwitch(GROCERY, GROCERY);
    await clearCartForModuleSwitch(null, FOOD);
    expect(calls).toEqual([]);
  });

  it('leaves the rental trip cart to its own rule', async () => {
    window.localStorage.setItem('token', '"t"');
    const calls = stubFetch();
    await clearCartForModuleSwitch(moduleOf(6, 'rental'), FOOD);
    expect(calls).toEqual([]);
  });
});

describe('logout (SPEC.md section 4)', () => {
  it("forgets the customer's cached saved addresses (the wishlist: forget-wishlist.test.tsx), asking the server nothing", async () => {
    const { mutate } = await import('swr');
    const { swrKeys } = await import('@/shared/api/swr-keys');
    const { clearShopperListsOnLogout } = await import('@/app/shopper-lists');
    const calls = stubFetch();
    const seen: unknown[] = [];
    const read = (key: string) => mutate(key, (current: unknown) => (seen.push(current), current), { revalidate: false });
    await mutate(swrKeys.addresses(), [{ id: 1 }], { revalidate: false });
    await clearShopperListsOnLogout();
    await read(swrKeys.addresses());
    expect(seen).toEqual([undefined]);
    expect(calls).toEqual([]);
  });
});
