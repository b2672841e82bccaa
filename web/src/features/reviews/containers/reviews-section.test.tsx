import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewsSection } from '@/features/reviews/containers/reviews-section';
import { REVIEWS, reviewPage } from '@/features/reviews/test/fixtures';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';
import { CONFIG } from '@/test/fixtures/marketplace';

describe('ReviewsSection', () => {

  it('shows the average with the marketplace’s decimals, the 5-to-1 bars and the newest reviews, a page at a time', async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: { ...CONFIG, digit_after_decimal_point: 1 } },
      '/api/v1/stores/reviews': (request) => {
        const page = Number(new URL(request.url).searchParams.get('offset'));
        return { body: reviewPage(page === 1 ? REVIEWS : [REVIEWS[3]!], { offset: page }) };
      },
    });
    render(<ReviewsSection of={{ kind: 'store', storeId: 3 }} />, { wrapper: TestProviders });
    const summary = await screen.findByRole('region', { name: 'Ratings' });
    expect(await within(summary).findByText('4.3')).toBeInTheDocument();
    expect(within(summary).getByText('4.3 out of 5 stars')).toBeInTheDocument();
    expect(within(summary).getByText('12 ratings')).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 of 5 stars: 7 ratings',
      '4 of 5 stars: 2 ratings',
      '3 of 5 stars: 1 rating',
      '2 of 5 stars: 1 rating',
      '1 of 5 stars: 1 rating',
    ]);
    const list = screen.getByRole('list', { name: 'Reviews, newest first' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Marie D.');
    expect(new URL(requests.find((r) => r.url.includes('/stores/reviews'))!.url).searchParams.get('store_id')).toBe('3');
    // The pages' control comes with its own code, after the list.
    await userEvent.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await within(screen.getByRole('list', { name: 'Reviews, newest first' })).findByText('Arrived 20 minutes late.')).toBeInTheDocument();
    expect(new URL(requests.at(-1)!.url).searchParams.get('offset')).toBe('2');
  });

  it('says the store takes no reviews when its module has them off', async () => {
    fakeApi({ '/api/v1/stores/reviews': { body: reviewPage([], { reviews_enabled: false }) } });
    render(<ReviewsSection of={{ kind: 'store', storeId: 3 }} />, { wrapper: TestProviders });
    expect(await screen.findByText('this store is not having any review plan')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ratings' })).toBeNull();
  });

  it('reads an item’s reviews from its own path', async () => {
    const requests = fakeApi({ '/api/v1/items/reviews/11': { body: reviewPage([REVIEWS[0]!], { total_size: 1 }) } });
    render(<ReviewsSection of={{ kind: 'item', itemId: 11 }} />, { wrapper: TestProviders });
    expect(await screen.findByText('Fresh and well packed, the courier was lovely.')).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/v1/items/reviews/11')).toBe(true);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
