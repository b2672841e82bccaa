import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RateOrder } from '@/features/reviews/containers/rate-order';
import { ORDER_REVIEWS, review } from '@/features/reviews/test/fixtures';
import type { OrderReviews } from '@/features/reviews/types';
import { fakeApi } from '@/test/fake-api';
import { picture } from '@/test/fixtures/pictures';
import { TestProviders } from '@/test/providers';

describe('RateOrder', () => {

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

  it('edits a review’s photos: kept unless removed, or replaced by new ones', async () => {
    const sent: FormData[] = [];
    const photos = [{ url: picture('Counter', '#6d4c41', 160) }];
    const state: OrderReviews = { ...ORDER_REVIEWS, store: { ...ORDER_REVIEWS.store, review: review(40, 3, 'You', 'A bit slow.', { editable: true, images: photos }) } };
    fakeApi({
      '/api/v1/customer/order/reviews': () => ({ body: state }),
      '/api/v1/stores/reviews/submit': async (request) => {
        sent.push(await request.formData());
        return { body: { message: 'Updated.', review: state.store.review } };
      },
    });
    render(<RateOrder orderId={1042} />, { wrapper: TestProviders });
    const card = (await screen.findByText('Store')).closest('.ant-card') as HTMLElement;
    const edit = async () => {
      await userEvent.click(await within(card).findByRole('button', { name: 'Edit' }));
      return within(card).getByRole('button', { name: 'Save changes' });
    };
    // Saved untouched: the photos are kept (neither new ones nor remove_images is sent).
    await userEvent.click(await edit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect([...sent[0]!.keys()]).toEqual(['order_id', 'rating', 'comment']);
    // Removed: remove_images.
    let save = await edit();
    expect(within(within(card).getByRole('list', { name: 'Your review’s photos' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Remove these photos' }));
    expect(within(card).queryByRole('list', { name: 'Your review’s photos' })).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.get('remove_images')).toBe('1');
    // Replaced: the new photo is sent, which replaces the old on the server; the old ones are no longer shown.
    save = await edit();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'shelf.jpg', { type: 'image/jpeg' });
    await userEvent.upload(card.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(within(card).queryByRole('list', { name: 'Your review’s photos' })).toBeNull();
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.getAll('image[]')).toHaveLength(1);
    expect(sent[2]!.get('remove_images')).toBeNull();
  });
});
