import { describe, expect, it } from 'vitest';
import { fakeHost } from './fake-host';

const HERE = { location: { address: 'Main Street 1', lat: 1, lng: 2, zoneIds: [1] }, formatPrice: (amount: number) => `€${amount.toFixed(2)}` };

describe('the fake host', () => {
  it('records each call and answers it from the script', async () => {
    const { host, calls } = fakeHost((call) => ({ echoed: call.path }), { kind: 'customer' }, HERE);
    await expect(host.request('/api/v1/x', { method: 'POST', query: { a: 1 }, body: { b: 2 }, headers: { 'Idempotency-Key': 'k' } })).resolves.toEqual({ echoed: '/api/v1/x' });
    await host.request('/api/v1/y');
    expect(calls).toEqual([
      { path: '/api/v1/x', method: 'POST', query: { a: 1 }, body: { b: 2 }, headers: { 'Idempotency-Key': 'k' } },
      { path: '/api/v1/y', method: 'GET', query: undefined, body: undefined, headers: undefined },
    ]);
  });

  it("rejects with the script's refusal, as the storefront's client does", async () => {
    const { host } = fakeHost(() => {
      throw new Error('Parcel not found.');
    }, null, HERE);
    await expect(host.request('/api/v1/x')).rejects.toThrow('Parcel not found.');
  });

  it('gives a first write a new guest when nobody is known, and lends the chosen place and price format', async () => {
    const { host } = fakeHost(() => null, null, HERE);
    expect(host.owner()).toBeNull();
    await expect(host.ensureOwner()).resolves.toEqual({ kind: 'guest', guestId: 'guest-new' });
    expect(host.location()).toEqual(HERE.location);
    expect(host.formatPrice(3)).toBe('€3.00');
    const known = fakeHost(() => null, { kind: 'guest', guestId: 'g' }, HERE).host;
    await expect(known.ensureOwner()).resolves.toEqual({ kind: 'guest', guestId: 'g' });
  });
});
