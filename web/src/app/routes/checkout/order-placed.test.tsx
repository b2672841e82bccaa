import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderPlaced } from '@/app/routes/checkout/order-placed';
import { TestProviders } from '@/test/providers';

const PLACED = { message: 'Order placed successfully', order_id: 41, total_ammount: 23.5, total_amount: 23.5 };

function renderPlaced(paymentUrl: string | null) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <OrderPlaced placed={{ ...PLACED, payment_url: paymentUrl }} /> },
      { path: '/payment/demo/:token', element: <p>The demo gateway</p> },
    ],
    { initialEntries: ['/checkout?page=cart'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

describe('a placed order', () => {
  it('with something left to pay online goes on to its payment page', async () => {
    const router = renderPlaced('/payment/demo/tok-41');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/demo/tok-41'));
    expect(await screen.findByText('The demo gateway')).toBeInTheDocument();
  });

  it('with nothing to pay online says it is placed, as before', async () => {
    const router = renderPlaced(null);
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('takes the focus the Place order button had, so the keyboard goes on from the outcome', async () => {
    renderPlaced(null);
    // The form and its Place order button went with the order: the focus was left on the body.
    const outcome = await screen.findByRole('region', { name: 'Order placed successfully' });
    expect(outcome).toHaveFocus();
    expect(outcome).toHaveAttribute('tabindex', '-1');
  });
});
