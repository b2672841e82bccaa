import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import CartDrawer from '@/features/cart/components/cart-drawer';
import { cartServer, shopperWithLocation } from '@/features/cart/test/cart-server';
import type { CartLine, Item } from '@/features/cart/types';
import { useAtomValue } from '@/shared/state/app-store';
import { authDialogAtom } from '@/shared/state/dialogs';
import { demoItem } from '@/test/fixtures/catalogue';
import { TestProviders } from '@/test/providers';

const LEMONS = demoItem('grocery', { id: 7, name: 'Lemons', store_id: 3, price: 4 });
const CONFIG = { currency_symbol: '€', digit_after_decimal_point: 2, free_delivery_over: 20, guest_checkout_status: 1 };

function line(item: Item, quantity: number, saved = 0): CartLine {
  return {
    id: 4,
    item_id: item.id,
    model: 'Item',
    item,
    quantity,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    unit_price: item.price,
    price: item.price * quantity,
    saved,
    store_id: item.store_id,
    module_id: item.module_id,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  const auth = useAtomValue(authDialogAtom);
  return <output data-testid="where">{`${pathname}${search} ${auth.open ? auth.mode : ''}`}</output>;
}

function renderDrawer(lines: CartLine[], config: object = CONFIG) {
  shopperWithLocation();
  window.localStorage.setItem('guest_id', '"guest-1"');
  const server = cartServer([LEMONS], config);
  server.seed(lines);
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/store/3']}>
      <CartDrawer open onClose={onClose} />
      <Where />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  return { server, onClose };
}

/** The guest-or-login prompt, by its title (antd's test ids give every dialog the same label id). */
async function findPrompt(): Promise<HTMLElement> {
  const title = await screen.findByText('Do you want to login or continue as a guest?');
  return title.closest<HTMLElement>('[role="dialog"]') ?? title;
}

/** The configuration has arrived once the free-delivery bar (read from it) shows. */
const configLoaded = () => screen.findByText(/more to get free delivery/);

describe('the cart drawer', () => {
  it("says the cart is empty with SPEC.md's texts, and leads back home", async () => {
    const { onClose } = renderDrawer([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('No items added in your cart. Please add product to your cart list.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
  });

  it('shows the savings, the lines, the free-delivery progress and the subtotal', async () => {
    renderDrawer([line(LEMONS, 3, 1.2)]);
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(list).getByRole('button', { name: 'Change the options of Lemons' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Quantity of Lemons' })).toHaveTextContent('3');
    expect(screen.getByText('You have Saved').nextSibling).toHaveTextContent('€1.20');
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('€12.00');
    expect(await screen.findByText('Add €8.00 more to get free delivery')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress toward free delivery' })).toHaveAttribute('aria-valuenow', '60');
  });

  it('says when free delivery is reached, and hides the bar without a threshold', async () => {
    renderDrawer([line(LEMONS, 5)]);
    expect(await screen.findByText('Your order qualifies for free delivery')).toBeInTheDocument();
  });

  it('shows no free-delivery bar when free_delivery_over is not set', async () => {
    renderDrawer([line(LEMONS, 1)], { ...CONFIG, free_delivery_over: null });
    await screen.findByText('Subtotal');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks a guest to log in or continue as a guest, and Guest goes to the cart checkout', async () => {
    const { onClose } = renderDrawer([line(LEMONS, 1)]);
    await configLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    const prompt = await findPrompt();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Guest' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout?page=cart');
  });

  it('opens sign-up from the prompt', async () => {
    renderDrawer([line(LEMONS, 1)]);
    await configLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    await userEvent.click(within(await findPrompt()).getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByTestId('where')).toHaveTextContent('sign-up');
  });

  it('sends a guest to sign in when guest checkout is off', async () => {
    renderDrawer([line(LEMONS, 1)], { ...CONFIG, guest_checkout_status: 0 });
    await configLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/store/3 sign-in');
  });

  it('empties the cart, with the clear-cart message', async () => {
    const { server } = renderDrawer([line(LEMONS, 2)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Your cart has been cleared successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/v1/customer/cart/remove');
  });
});
