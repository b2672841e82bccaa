import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RateOrder } from '@/features/reviews/containers/rate-order';
import { ORDER_REVIEWS, review } from '@/features/reviews/test/fixtures';
import type { OrderReviews } from '@/features/reviews/types';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

describe('RateOrder', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));

  it('rates an item (stars, comment) and then shows the review as given', async () => {
    let state: OrderReviews = ORDER_REVIEWS;
    const sent: FormData[] = [];
    fakeApi({
      '/api/v1/customer/order/reviews': () => ({ body: state }),
      '/api/v1/items/reviews/submit': async (request) => {
        const form = await request.formData();
        sent.push(form);
        const given = review(30, Number(form.get('rating')), 'You', String(form.get('comment')));
        state = { ...state, items: state.items.map((item) => (item.item_id === 11 ? { ...item, review: given } : item)) };
        return { body: { message: 'Thank you for your review.', review: given } };
      },
    });
    const onReviewed = vi.fn();
    render(<RateOrder orderId={1042} onReviewed={onReviewed} />, { wrapper: TestProviders });
    const items = await screen.findByText('Items');
    const card = items.closest('.ant-card') as HTMLElement;
    // The sourdough is rated already; the avocados are not.
    expect(within(card).getByText('Lovely crust.')).toBeInTheDocument();
    const submit = within(card).getByRole('button', { name: 'Submit review' });
    await userEvent.click(submit);
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    expect(sent).toHaveLength(0);
    await userEvent.click(within(card).getAllByRole('radio')[3]!);
    await userEvent.type(within(card).getByRole('textbox', { name: 'Comment (optional)' }), ' Ripe and creamy. ');
    await userEvent.click(submit);
    await waitFor(() => expect(within(card).getAllByText('Your review')).toHaveLength(2));
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({ order_id: '1042', item_id: '11', rating: '4', comment: 'Ripe and creamy.' });
    expect(onReviewed).toHaveBeenCalledOnce();
    // The store and the courier are still to rate.
    expect(screen.getAllByRole('button', { name: 'Submit review' })).toHaveLength(2);
  });

  it('shows the server’s refusal under the form it refused', async () => {
    fakeApi({
      '/api/v1/customer/order/reviews': { body: ORDER_REVIEWS },
      '/api/v1/delivery-man/reviews/submit': { status: 409, body: { errors: [{ code: 'already_reviewed', message: 'You already rated this courier.' }] } },
    });
    render(<RateOrder orderId={1042} />, { wrapper: TestProviders });
    const card = (await screen.findByText('Courier')).closest('.ant-card') as HTMLElement;
    await userEvent.click(within(card).getAllByRole('radio')[4]!);
    await userEvent.click(within(card).getByRole('button', { name: 'Submit review' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('You already rated this courier.');
  });

  it('edits a review still editable: its stars and comment to start from, sent with PUT', async () => {
    const sent: { method: string; form: FormData }[] = [];
    let state: OrderReviews = { ...ORDER_REVIEWS, store: { ...ORDER_REVIEWS.store, review: review(40, 3, 'You', 'A bit slow.', { editable: true }) } };
    fakeApi({
      '/api/v1/customer/order/reviews': () => ({ body: state }),
      '/api/v1/stores/reviews/submit': async (request) => {
        const form = await request.formData();
        sent.push({ method: request.method, form });
        const changed = review(40, Number(form.get('rating')), 'You', String(form.get('comment')), { editable: true });
        state = { ...state, store: { ...state.store, review: changed } };
        return { body: { message: 'Updated.', review: changed } };
      },
    });
    render(<RateOrder orderId={1042} />, { wrapper: TestProviders });
    const card = (await screen.findByText('Store')).closest('.ant-card') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const comment = within(card).getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).toHaveValue('A bit slow.');
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Slow, but they apologised.');
    await userEvent.click(within(card).getAllByRole('radio')[3]!);
    await userEvent.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('Slow, but they apologised.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(Object.fromEntries(sent[0]!.form.entries())).toEqual({ order_id: '1042', rating: '4', comment: 'Slow, but they apologised.' });
  });
});
