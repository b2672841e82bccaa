import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartParts } from '@/app/parts/cart-parts';
import VerticalCartDrawer from '@/app/dialogs/vertical-cart-drawer';
import { fakeApi } from '@/test/fake-api';
import { demoItem } from '@/test/fixtures/catalogue';
import { MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

// The host names no module type: these tests choose the rental module to see its bundle fill the slots.
const RENTAL = moduleOf('rental');
const CONFIG = { business_name: 'Ruelle', currency_symbol: '€', digit_after_decimal_point: 2 };
const TRIP = {
  carts: [{ id: 11, vehicle_id: 81, quantity: 2, price: 90, unit_fare: 45, vehicle: { id: 81, name: 'City Sedan', image_full_url: null, store_id: 601, store_name: 'Rides' } }],
  user_data: {
    pickup_location: { address: 'Rue de Rivoli 1', lat: 48.85, lng: 2.35 },
    destination_location: null,
    pickup_time: '2026-12-01T10:00:00Z',
    rental_type: 'hourly',
    estimated_hours: 3,
    estimated_days: null,
    distance_km: null,
  },
  subtotal: 90,
  provider: { id: 601, name: 'Rides', zone_id: 1 },
};

function answers() {
  return fakeApi({
    '/api/v1/config': { body: CONFIG },
    '/api/v1/module': { body: MODULES },
    '/api/v1/rental/user/cart/get-cart': { body: TRIP },
  });
}

describe("a module's own flows through its web-vertical's slots", () => {
  beforeEach(() => {
    window.localStorage.setItem('module', JSON.stringify(RENTAL));
    window.localStorage.setItem('guest_id', '"guest-7"');
  });

  it('shows "Add to trip" on a vehicle card instead of the regular add-to-cart', async () => {
    answers();
    const vehicle = demoItem('rental', { name: 'City Sedan', extra: { hourly_price: 15 } });
    render(
      <MemoryRouter>
        <cartParts.CardCart item={vehicle} outOfStock={false} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByText('Add City Sedan to your trip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
  });

  it("draws the trip cart in the module cart drawer, with the server's fares", async () => {
    const requests = answers();
    render(
      <MemoryRouter>
        <VerticalCartDrawer open onClose={() => undefined} onContinueShopping={() => undefined} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('City Sedan')).toBeInTheDocument();
    expect(within(drawer).getByTestId('trip-subtotal')).toHaveTextContent('€90.00');
    const read = requests.find((request) => new URL(request.url).pathname === '/api/v1/rental/user/cart/get-cart');
    expect(new URL(read?.url ?? '').searchParams.get('guest_id')).toBe('guest-7');
  });
});
