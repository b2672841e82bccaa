import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderCard } from '@/features/orders/components/order-card';
import { StatusTimeline } from '@/features/orders/components/status-timeline';
import { TestProviders } from '@/test/providers';

describe('the status timeline', () => {
  it('names every step with the time it was reached', () => {
    render(
      <StatusTimeline
        status="confirmed"
        orderType="delivery"
        history={[{ status: 'pending', at: '2026-11-26T08:00:00Z' }]}
        formatMoment={() => '08:00'}
      />,
      { wrapper: TestProviders },
    );
    for (const name of ['Pending', 'Confirmed', 'Processing', 'Ready for handover', 'On the way', 'Delivered']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByText('08:00')).toBeInTheDocument();
  });
});

describe('an order card', () => {
  it('links to the order with its number, store, item count, total and status', () => {
    render(
      <MemoryRouter>
        <OrderCard
          id={42}
          status="delivered"
          storeName="Green Leaf Café"
          createdAt="2026-11-26T08:00:00Z"
          total="€25.42"
          itemCount={3}
          to="/my-orders/42"
          formatMoment={() => '26 Nov'}
        />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const link = screen.getByRole('link', { name: /^Order #42\b/ });
    expect(link).toHaveAttribute('href', '/my-orders/42');
    expect(link).toHaveTextContent('Green Leaf Café');
    expect(link).toHaveTextContent('3 items');
    expect(link).toHaveTextContent('€25.42');
    expect(link).toHaveTextContent('Delivered');
  });

  it('calls an order without lines a prescription order, not "0 items"', () => {
    render(
      <MemoryRouter>
        <OrderCard id={43} status="pending" storeName="Pharmacie de la Bastille" createdAt="2026-11-26T08:00:00Z" total="€2.49" itemCount={0} to="/my-orders/43" formatMoment={() => '26 Nov'} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const link = screen.getByRole('link', { name: /^Order #43\b/ });
    expect(link).toHaveTextContent('Prescription order');
    expect(link).not.toHaveTextContent('0 items');
  });
});
