import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderTracker } from '@/features/orders/components/order-tracker';
import type { Order } from '@/features/orders/types';
import { CONFIG, MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const ORDER: Order = {
  id: 501,
  order_status: 'pending',
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  payment_status: 'unpaid',
  wallet_paid: 0,
  left_to_pay: 3.4,
  referral_discount: 0,
  delivery_man: null,
  is_reviewed: false,
  store_id: 9,
  store_name: 'Green Cross Pharmacy',
  module_id: moduleOf('pharmacy').id,
  created_at: '2026-11-26T08:00:00Z',
  schedule_at: null,
  order_amount: 3.4,
  subtotal: 0,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 0,
  delivery_fee: 3.4,
  extra_fee: 0,
  extra_fee_name: null,
  coupon_code: null,
  details_count: 0,
  cancellation_reason: null,
  delivery_address: {
    address: '35 Rue Montorgueil',
    latitude: 48.8645,
    longitude: 2.347,
    contact_person_name: 'Grace Hopper',
    contact_person_number: '+33611223344',
    road: null,
    house: null,
    floor: null,
  },
  status_history: [{ status: 'pending', at: '2026-11-26T08:00:00Z' }],
};

function renderTracker(order: Order) {
  render(
    <MemoryRouter>
      <OrderTracker orderId={order.id} guest={{ guest_id: 'guest-1', contact_number: '+33611223344' }} taxIncluded={false} formatPrice={(amount) => `€${amount.toFixed(2)}`} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

beforeEach(() => {
  let made = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:rx-${(made += 1)}`, revokeObjectURL: () => undefined }));
  // The status stream is not part of this test: the order is read once.
  vi.stubGlobal('EventSource', undefined);
});

describe('an order’s prescription images', () => {
  it('are shown to their owner with an order of a prescription alone, which lists no item', async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: MODULES },
      '/api/v1/customer/order/track': { body: ORDER },
      '/api/v1/customer/order/details': { body: [] },
      '/api/v1/customer/order/prescriptions': { body: { prescription_ids: [31, 32] } },
      '/api/v1/customer/order/prescription': { body: {} },
    });
    renderTracker(ORDER);
    expect(await screen.findByText('The pharmacy prices your medicines once it has read your prescription.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Prescription image 2' })).toHaveAttribute('src', expect.stringMatching(/^blob:rx-/)));
    expect(screen.queryByText('Items')).toBeNull();
    const images = requests.filter((r) => new URL(r.url).pathname === '/api/v1/customer/order/prescription').map((r) => new URL(r.url).searchParams);
    expect(images.map((q) => q.get('prescription_id'))).toEqual(['31', '32']);
    expect(images.every((q) => q.get('guest_id') === 'guest-1' && q.get('contact_number') === '+33611223344')).toBe(true);
  });

  it('are not asked for in a module that takes no prescription', async () => {
    const grocery = { ...ORDER, module_id: moduleOf('grocery').id, details_count: 1 };
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: MODULES },
      '/api/v1/customer/order/track': { body: grocery },
      '/api/v1/customer/order/details': { body: [] },
    });
    renderTracker(grocery);
    expect(await screen.findByText('Items')).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname.includes('prescription'))).toBe(false);
    expect(screen.queryByText('Prescription')).toBeNull();
  });
});
