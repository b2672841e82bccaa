import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RateOrderButton } from '@/features/reviews/containers/rate-order-dialog';
import { ORDER_REVIEWS, review } from '@/features/reviews/test/fixtures';
import type { OrderReviews } from '@/features/reviews/types';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

describe('RateOrderButton', () => {

  it('keeps the dialog open after the last review and tells the list only once it is closed', async () => {
    const onlyStoreLeft: OrderReviews = {
      ...ORDER_REVIEWS,
      items: ORDER_REVIEWS.items.map((item) => ({ ...item, review: item.review ?? review(31, 4, 'You', 'Ripe.') })),
      delivery_man: { ...ORDER_REVIEWS.delivery_man!, review: review(32, 5, 'You', 'On time.') },
    };
    let state = onlyStoreLeft;
    fakeApi({
      '/api/v1/customer/order/reviews': () => ({ body: state }),
      '/api/v1/stores/reviews/submit': () => {
        const given = review(33, 5, 'You', 'Well packed.');
        state = { ...state, store: { ...state.store, review: given } };
        return { body: { message: 'Thank you.', review: given } };
      },
    });
    const onReviewed = vi.fn();
    render(<RateOrderButton orderId={1042} onReviewed={onReviewed} />, { wrapper: TestProviders });
    await userEvent.click(screen.getByRole('button', { name: 'Rate your order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate order #1042' });
    await userEvent.click((await within(dialog).findAllByRole('radio'))[4]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByText('Everything is rated. Thank you!')).toBeInTheDocument();
    expect(onReviewed).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledOnce());
  });
});
