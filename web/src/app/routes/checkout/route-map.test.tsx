import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm, type CheckoutFormProps } from '@/features/checkout/components/checkout-form';
import type { Quote } from '@/features/checkout/types';
import { RouteMapView } from '@/features/location/map/route-map-view';
import { fakeApi } from '@/test/fake-api';
import { checkoutFormProps } from '@/test/fixtures/checkout-form';
import { TestProviders } from '@/test/providers';

const QUOTE: Quote = {
  store_id: 3,
  subtotal: 20,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 1,
  tax_included: false,
  delivery_fee: 2.5,
  extra_fee: 0,
  extra_fee_name: 'Service charge',
  total: 23.5,
  distance_km: 1.24,
  free_delivery_over: null,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 0,
  wallet_pays: 0,
  rest_to_pay: 23.5,
  cashback: 0,
  referral_discount: 0,
};

const STORE = { lat: 48.8738, lng: 2.332 };

function renderForm(overrides: Partial<CheckoutFormProps> = {}) {
  const destination = { ...checkoutFormProps().destination!, latitude: 48.8645, longitude: 2.347 };
  const props = checkoutFormProps({
    destination,
    storePoint: STORE,
    renderRouteMap: (from, to) => <RouteMapView from={from} to={to} fromLabel="Store" toLabel="Delivery point" />,
    ...overrides,
  });
  return render(<CheckoutForm {...props} />, { wrapper: TestProviders });
}

beforeEach(() => {
  fakeApi({ '/api/v1/customer/order/quote': { body: QUOTE } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the delivery route map', () => {
  it('opens on See route with the store, the delivery point, the line between, the server’s distance and directions', async () => {
    const { baseElement } = renderForm();
    // Nothing of the map is drawn (nor Leaflet loaded) until the shopper asks for it.
    expect(baseElement.querySelector('.leaflet-container')).toBeNull();
    await screen.findAllByText('€23.50');
    await userEvent.click(screen.getByRole('button', { name: 'See route' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delivery route')).toBeInTheDocument();
    await vi.waitFor(() => expect(dialog.querySelector('.leaflet-container')).not.toBeNull(), { timeout: 10_000 });
    expect(within(dialog).getByText('Store')).toBeInTheDocument();
    expect(within(dialog).getByText('Delivery point')).toBeInTheDocument();
    // Two markers and the line: three shapes on the overlay.
    expect(dialog.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(3);
    expect(within(dialog).getByText('1.2 km from the store')).toBeInTheDocument();
    const directions = within(dialog).getByRole('link', { name: 'Get directions' });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&origin=48.8738%2C2.332&destination=48.8645%2C2.347');
  }, 20_000);

  it('is offered for a delivery with a chosen address only', async () => {
    const { rerender } = renderForm({ orderType: 'take_away' });
    await screen.findAllByText('€23.50');
    expect(screen.queryByRole('button', { name: 'See route' })).toBeNull();
    rerender(
      <CheckoutForm
        moduleId={2}
        guestId="guest-1"
        storeId={3}
        cartSignature="1x2"
        orderType="delivery"
        onOrderTypeChange={vi.fn()}
        offeredTypes={['delivery']}
        days={[{ day: { year: 2026, month: 10, day: 26 }, offset: 0, slots: [{ at: null, clock: null, day: '2026-11-26' }] }]}
        cashOnDelivery
        destinationSection={null}
        destination={null}
        missing="address"
        formatPrice={(amount) => `€${amount.toFixed(2)}`}
        onPlaced={vi.fn()}
        storePoint={STORE}
        renderRouteMap={() => null}
      />,
    );
    expect(screen.queryByRole('button', { name: 'See route' })).toBeNull();
  });
});
