import { describe, expect, it, vi } from 'vitest';
import { clearCartForModuleSwitch, keepCartsForZones } from '@/app/parts/shopper-lists';
import { verticalHost } from '@/app/verticals/vertical-host';
import { appStore } from '@/shared/state/app-store';
import type { Module } from '@/shared/state/chosen-module';
import { POLICIES } from '@/test/fixtures/marketplace';

const moduleOf = (id: number, module_type: keyof typeof POLICIES) =>
  ({ id, module_type, module_name: module_type, zones: [], policy: POLICIES[module_type] }) as unknown as Module;
const GROCERY = moduleOf(2, 'grocery');
const FOOD = moduleOf(1, 'food');
const RENTAL = moduleOf(6, 'rental');
const host = () => verticalHost(appStore, { formatPrice: String, formatDateTime: String });

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
    await clearCartForModuleSwitch(GROCERY, FOOD, host());
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('DELETE');
    expect(new URL(call?.url ?? '').pathname).toBe('/api/v1/customer/cart/remove');
    expect(new URL(call?.url ?? '').searchParams.get('guest_id')).toBe('guest-1');
    expect(call?.headers.get('moduleId')).toBe('2');
  });

  it('asks nothing of a shopper who never had a cart, nor when the module stays the same', async () => {
    const calls = stubFetch();
    await clearCartForModuleSwitch(GROCERY, FOOD, host());
    window.localStorage.setItem('token', '"t"');
    await clearCartForModuleSwitch(GROCERY, GROCERY, host());
    await clearCartForModuleSwitch(null, FOOD, host());
    expect(calls).toEqual([]);
  });

  it('leaves the rental trip cart to its own rule: asked nothing for a shopper without one', async () => {
    window.localStorage.setItem('token', '"t"');
    const calls = stubFetch();
    await clearCartForModuleSwitch(RENTAL, FOOD, host());
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/rental/user/cart/get-cart']);
  });
});

describe('the rental switch with a rental cart (SPEC.md section 4)', () => {
  const CLEARED = 'Your cart has been cleared as the selected zone does not support the previous pickup point.';
  const TRIP = { carts: [{ id: 1 }], user_data: null, subtotal: 10, provider: { id: 4, name: 'Rides', zone_id: 2 } };

  function stubTripCart() {
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const call = new Request(new URL(String(input), 'http://storefront.test'), init);
        calls.push(call);
        return Response.json(call.method === 'DELETE' ? { carts: [], user_data: null, subtotal: 0, provider: null } : TRIP);
      }),
    );
    return calls;
  }
  const chooseZones = (zoneIds: number[]) =>
    window.localStorage.setItem('location', JSON.stringify({ address: 'Here', lat: 1, lng: 2, zoneIds }));

  it("keeps the trip cart when the selected zones serve its provider's pickup zone", async () => {
    window.localStorage.setItem('guest_id', '"guest-1"');
    chooseZones([1, 2]);
    const calls = stubTripCart();
    expect(await clearCartForModuleSwitch(GROCERY, RENTAL, host())).toEqual([]);
    const rental = calls.filter((call) => new URL(call.url).pathname.startsWith('/api/v1/rental/'));
    expect(rental.map((call) => call.method)).toEqual(['GET']);
  });

  it("empties it with SPEC.md's message when they do not", async () => {
    window.localStorage.setItem('guest_id', '"guest-1"');
    chooseZones([1]);
    const calls = stubTripCart();
    expect(await clearCartForModuleSwitch(RENTAL, GROCERY, host())).toEqual([CLEARED]);
    const clear = calls.at(-1);
    expect(clear?.method).toBe('DELETE');
    expect(new URL(clear?.url ?? '').pathname).toBe('/api/v1/rental/user/cart/clear');
    expect(new URL(clear?.url ?? '').searchParams.get('guest_id')).toBe('guest-1');
  });
});

describe('the zone switch with a rental cart (SPEC.md section 4)', () => {
  it("empties the trip cart when the new location's zones leave out its pickup zone, and keeps it inside", async () => {
    window.localStorage.setItem('guest_id', '"guest-2"');
    const trip = { carts: [{ id: 1 }], user_data: null, subtotal: 10, provider: { id: 4, name: 'Rides', zone_id: 2 } };
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const call = new Request(new URL(String(input), 'http://storefront.test'), init);
        calls.push(call);
        return Response.json(call.method === 'DELETE' ? { carts: [], user_data: null, subtotal: 0, provider: null } : trip);
      }),
    );
    window.localStorage.setItem('location', JSON.stringify({ address: 'There', lat: 1, lng: 2, zoneIds: [2] }));
    expect(await keepCartsForZones([GROCERY, RENTAL, FOOD], host())).toEqual([]);
    window.localStorage.setItem('location', JSON.stringify({ address: 'Elsewhere', lat: 5, lng: 6, zoneIds: [3] }));
    expect(await keepCartsForZones([GROCERY, RENTAL, FOOD], host())).toEqual([
      'Your cart has been cleared as the selected zone does not support the previous pickup point.',
    ]);
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /api/v1/rental/user/cart/get-cart',
      'GET /api/v1/rental/user/cart/get-cart',
      'DELETE /api/v1/rental/user/cart/clear',
    ]);
  });
});

describe('logout (SPEC.md section 4)', () => {
  it("forgets the customer's cached saved addresses (the wishlist: forget-wishlist.test.tsx), asking the server nothing", async () => {
    const { mutate } = await import('swr');
    const { swrKeys } = await import('@/shared/api/swr-keys');
    const { clearShopperListsOnLogout } = await import('@/app/parts/shopper-lists');
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
