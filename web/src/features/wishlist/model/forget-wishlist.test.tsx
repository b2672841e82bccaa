import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { describe, expect, it } from 'vitest';
import { swrKeys } from '@/shared/api/swr-keys';
import { forgetWishlist } from '@/features/wishlist/model/forget-wishlist';

/** Two modules' wishlists and the configuration, read through swr's app-wide cache as the app does. */
function Answers() {
  const food = useSWR(swrKeys.wishlist(91), async () => ({ item: [{ id: 1 }], store: [] }), { revalidateOnFocus: false });
  const grocery = useSWR(swrKeys.wishlist(92), async () => ({ item: [], store: [{ id: 4 }] }), { revalidateOnFocus: false });
  const config = useSWR('/forget-wishlist-test/config', async () => 'Ruelle', { revalidateOnFocus: false });
  return <output data-testid="answers">{JSON.stringify([food.data ?? null, grocery.data ?? null, config.data ?? null])}</output>;
}

const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? '[]');

describe('forgetWishlist (logout)', () => {
  it("drops every module's cached wishlist and nothing else", async () => {
    render(<Answers />);
    await waitFor(() => expect(answers().every((answer: unknown) => answer !== null)).toBe(true));
    await act(() => forgetWishlist());
    expect(answers()).toEqual([null, null, 'Ruelle']);
  });
});
