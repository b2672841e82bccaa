import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartParts } from '@/app/parts/cart-parts';
import { fakeApi } from '@/test/fake-api';
import { demoItem } from '@/test/fixtures/catalogue';
import { MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

// The rental bundle's "Add to trip" arrives when the test lets it (its own chunk, on a slow network).
const addToTrip = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { asked: false, arrived, arrive };
});
vi.mock('../../../../web-verticals/rental/src/trip/add-to-trip', async (importOriginal) => {
  addToTrip.asked = true;
  await addToTrip.arrived;
  return importOriginal();
});

// The host names no module type: the test chooses the rental module to see its bundle fill the slot.
const RENTAL = moduleOf('rental');

describe("an item's purchase action on its card", () => {
  beforeEach(() => {
    window.localStorage.setItem('module', JSON.stringify(RENTAL));
    window.localStorage.setItem('guest_id', '"guest-7"');
  });

  it("offers no regular add-to-cart while the module's own action is on its way", async () => {
    fakeApi({ '/api/v1/config': { body: { currency_symbol: '€' } }, '/api/v1/module': { body: MODULES } });
    // The regular control's code is in, so it would be drawn at once.
    await import('@/features/cart/components/card-cart-control');
    const vehicle = demoItem('rental', { name: 'City Sedan', extra: { hourly_price: 15 } });
    render(
      <MemoryRouter>
        <cartParts.CardCart item={vehicle} outOfStock={false} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );

    await vi.waitFor(() => expect(addToTrip.asked).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
    await act(async () => addToTrip.arrive());
    expect(await screen.findByRole('button', { name: 'Add to trip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
  });
});
