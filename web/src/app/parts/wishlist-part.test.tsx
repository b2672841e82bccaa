import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAppWishlist } from '@/app/parts/wishlist-part';
import { ConnectedItemCard } from '@/features/catalogue/containers/connected-item-card';
import { anItem } from '@/features/catalogue/test/fixtures';
import { WishlistPartProvider } from '@/features/catalogue/wishlist-part';
import { useAtomValue } from '@/shared/state/app-store';
import { authDialogAtom } from '@/shared/state/dialogs';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const LEMONS = anItem();
const ORANGES = anItem({ id: 8, name: 'Oranges' });

function AuthState() {
  const auth = useAtomValue(authDialogAtom);
  return <output data-testid="auth">{JSON.stringify(auth)}</output>;
}

function renderCards(answers: Record<string, FakeAnswer>, { loggedIn = true } = {}) {
  if (loggedIn) window.localStorage.setItem('token', '"customer-token"');
  window.localStorage.setItem('module', JSON.stringify({ id: 2, module_type: 'grocery', module_name: 'Grocery', zones: [] }));
  const requests = fakeApi({ '/api/v1/config': { body: {} }, '/api/v1/module': { body: [] }, ...answers });
  render(
    <MemoryRouter>
      <WishlistPartProvider value={useAppWishlist}>
        <ConnectedItemCard item={LEMONS} />
        <ConnectedItemCard item={ORANGES} />
        <AuthState />
      </WishlistPartProvider>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  return requests;
}

const wishlistCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.startsWith('/api/v1/customer/wish-list'));

async function buttonOf(name: string) {
  const card = screen.getByRole('heading', { name }).closest('article')!;
  await userEvent.hover(card);
  return waitFor(() => {
    const button = card.querySelector<HTMLButtonElement>('button[aria-pressed]');
    if (!button) throw new Error('no wishlist button yet');
    return button;
  });
}

describe('the item cards with the wishlist feature', () => {

  it("show the customer's favourites of the chosen module as wishlisted", async () => {
    const requests = renderCards({ '/api/v1/customer/wish-list': { body: { item: [LEMONS], store: [] } } });
    await waitFor(async () => expect(await buttonOf('Lemons')).toHaveAttribute('aria-pressed', 'true'));
    expect(await buttonOf('Oranges')).toHaveAttribute('aria-label', 'Add to wishlist');
    const [list] = wishlistCalls(requests);
    expect(list?.headers.get('moduleId')).toBe('2');
    expect(list?.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('add an item at once and tell the server, with its message', async () => {
    const requests = renderCards({
      '/api/v1/customer/wish-list': { body: { item: [], store: [] } },
      '/api/v1/customer/wish-list/add': { body: { message: 'Successfully added!' } },
    });
    await waitFor(() => expect(wishlistCalls(requests)).toHaveLength(1));
    await userEvent.click(await buttonOf('Oranges'));
    expect(await buttonOf('Oranges')).toHaveAttribute('aria-label', 'Remove from wishlist');
    expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
    const add = wishlistCalls(requests).at(-1)!;
    expect(add.method).toBe('POST');
    expect(new URL(add.url).searchParams.get('item_id')).toBe('8');
  });

  it('remove a favourite with DELETE ?item_id=', async () => {
    const requests = renderCards({
      '/api/v1/customer/wish-list': { body: { item: [LEMONS], store: [] } },
      '/api/v1/customer/wish-list/remove': { body: { message: 'Successfully removed!' } },
    });
    await waitFor(async () => expect(await buttonOf('Lemons')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(await buttonOf('Lemons'));
    await waitFor(async () => expect(await buttonOf('Lemons')).toHaveAttribute('aria-pressed', 'false'));
    const remove = wishlistCalls(requests).at(-1)!;
    expect(remove.method).toBe('DELETE');
    expect(new URL(remove.url).search).toBe('?item_id=7');
  });

  it("go back when the server refuses, and say the server's message", async () => {
    renderCards({
      '/api/v1/customer/wish-list': { body: { item: [], store: [] } },
      '/api/v1/customer/wish-list/add': { status: 404, body: { errors: [{ code: 'item', message: 'Item not found.' }] } },
    });
    await userEvent.click(await buttonOf('Oranges'));
    expect(await screen.findByText('Item not found.')).toBeInTheDocument();
    await waitFor(async () => expect(await buttonOf('Oranges')).toHaveAttribute('aria-pressed', 'false'));
  });

  it("tell a guest 'You are not logged in.', open sign-in and call nothing", async () => {
    const requests = renderCards({}, { loggedIn: false });
    await userEvent.click(await buttonOf('Lemons'));
    expect(await screen.findByText('You are not logged in.')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('auth').textContent ?? '{}')).toEqual({ open: true, mode: 'sign-in' });
    expect(wishlistCalls(requests)).toEqual([]);
  });
});
