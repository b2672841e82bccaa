import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSelection } from '@storefront/sdk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardCartControl } from '@/features/cart/components/card-cart-control';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { cartServer, shopperWithLocation } from '@/features/cart/test/cart-server';
import { asCartItem, type Item } from '@/features/cart/types';
import { useAtomValue } from '@/shared/state/app-store';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { demoItem, FOOD_DETAIL } from '@/test/fixtures/catalogue';
import { TestProviders } from '@/test/providers';

const LEMONS = demoItem('grocery', { id: 7, name: 'Lemons', store_id: 3, stock: 2, price: 2 });
const BREAD = demoItem('grocery', { id: 8, name: 'Bread', store_id: 4, price: 1.5 });

function Picker() {
  return <output data-testid="picker">{String(useAtomValue(locationPickerAtom).open)}</output>;
}

function renderCards(...items: Item[]) {
  return render(
    <MemoryRouter>
      {items.map((item) => (
        <section key={item.id} aria-label={item.name}>
          <CardCartControl item={item} outOfStock={item.stock <= 0} />
        </section>
      ))}
      <Picker />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('an item card’s cart state', () => {
  it('opens the location alert instead of adding when no location is stored', async () => {
    const server = cartServer([LEMONS]);
    renderCards(LEMONS);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('picker')).toHaveTextContent('true');
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('asks for a guest id once, adds, and turns into minus, count and plus', async () => {
    shopperWithLocation();
    const server = cartServer([LEMONS]);
    renderCards(LEMONS);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('group', { name: 'Quantity of Lemons' })).toHaveTextContent('1');
    expect(window.localStorage.getItem('guest_id')).toBe('"guest-1"');
    expect(server.requests.find((request) => request.path.endsWith('/cart/add'))?.body).toMatchObject({
      guest_id: 'guest-1',
      item_id: 7,
      quantity: 1,
      model: 'Item',
      variation: [],
    });
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  });

  it('shows a spinner in place of the button while the add is on its way', async () => {
    shopperWithLocation();
    const server = cartServer([LEMONS]);
    renderCards(LEMONS);
    server.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('status', { name: 'Updating the cart…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    server.release();
    expect(await screen.findByRole('group', { name: 'Quantity of Lemons' })).toBeInTheDocument();
  });

  it('keeps its Add to cart button, and the focus on it, while an item with options is added from its modal', async () => {
    shopperWithLocation(FOOD_DETAIL.module_id);
    window.localStorage.setItem('guest_id', '"guest-1"');
    const server = cartServer([FOOD_DETAIL]);
    // What the product modal does with the options chosen (it shows the add on its way itself).
    function ModalAdd() {
      const actions = useCartActions();
      return (
        <button type="button" onClick={() => void actions.addItem(FOOD_DETAIL, initialSelection(asCartItem(FOOD_DETAIL)))}>
          Modal add
        </button>
      );
    }
    render(
      <MemoryRouter>
        <CardCartControl item={FOOD_DETAIL} outOfStock={false} />
        <ModalAdd />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const add = screen.getByRole('button', { name: 'Add to cart' });
    server.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Modal add' }));
    // The modal gives the focus back to the control that opened it as it closes: the very same button.
    add.focus();
    await waitFor(() => expect(server.requests.some((request) => request.path.endsWith('/cart/add'))).toBe(true));
    expect(screen.queryByRole('status', { name: 'Updating the cart…' })).toBeNull();
    expect(add).toBeInTheDocument();
    expect(add).toHaveFocus();
    server.release();
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(add).toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('disables the controls while a quantity change is on its way', async () => {
    shopperWithLocation();
    window.localStorage.setItem('guest_id', '"guest-1"');
    const server = cartServer([LEMONS]);
    server.seed([{ ...lineOf(LEMONS, 1), id: 4 }]);
    renderCards(LEMONS);
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    server.hold();
    await userEvent.click(plus);
    await waitFor(() => expect(plus).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Remove from cart' })).toBeDisabled();
    server.release();
    await waitFor(() => expect(card('Lemons').getByRole('group')).toHaveTextContent('2'));
    expect(plus).toBeEnabled();
  });

  it('stops at the stock before the round trip, with a message', async () => {
    shopperWithLocation();
    window.localStorage.setItem('guest_id', '"guest-1"');
    const server = cartServer([LEMONS]);
    server.seed([{ ...lineOf(LEMONS, 2), id: 4 }]);
    renderCards(LEMONS);
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 in stock: you cannot add more of this item.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.endsWith('/cart/update'))).toEqual([]);
  });

  it('names its icon buttons by their labels only: no icon name leaks into them', async () => {
    shopperWithLocation();
    window.localStorage.setItem('guest_id', '"guest-1"');
    cartServer([LEMONS]).seed([{ ...lineOf(LEMONS, 2), id: 4 }]);
    renderCards(LEMONS);
    await screen.findByRole('group', { name: 'Quantity of Lemons' });
    for (const button of screen.getAllByRole('button')) {
      expect(within(button).queryAllByRole('img')).toEqual([]);
    }
  });

  it('turns minus into delete at 1, which removes the line with a message', async () => {
    shopperWithLocation();
    window.localStorage.setItem('guest_id', '"guest-1"');
    const server = cartServer([LEMONS]);
    server.seed([{ ...lineOf(LEMONS, 1), id: 4 }]);
    renderCards(LEMONS);
    expect(await screen.findByRole('button', { name: 'Remove from cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decrease quantity' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from cart' }));
    expect(await screen.findByText('Cart item remove successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(server.lines).toEqual([]);
  });

  it("asks before replacing another store's cart, then clears it and adds", async () => {
    shopperWithLocation();
    window.localStorage.setItem('guest_id', '"guest-1"');
    const server = cartServer([LEMONS, BREAD]);
    server.seed([{ ...lineOf(LEMONS, 1), id: 4 }]);
    renderCards(LEMONS, BREAD);
    await screen.findByRole('group', { name: 'Quantity of Lemons' });
    await userEvent.click(card('Bread').getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your cart has been cleared successfully. And selected item added to the cart.')).toBeInTheDocument();
    expect(server.lines.map((line) => line.item_id)).toEqual([8]);
    expect(await screen.findByRole('group', { name: 'Quantity of Bread' })).toBeInTheDocument();
    expect(card('Lemons').getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('keeps the cart as it is when the shopper declines the switch', async () => {
    shopperWithLocation();
    window.localStorage.setItem('guest_id', '"guest-1"');
    const server = cartServer([LEMONS, BREAD]);
    server.seed([{ ...lineOf(LEMONS, 1), id: 4 }]);
    renderCards(LEMONS, BREAD);
    await screen.findByRole('group', { name: 'Quantity of Lemons' });
    await userEvent.click(card('Bread').getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(server.lines.map((line) => line.item_id)).toEqual([7]);
  });
});

function lineOf(item: Item, quantity: number) {
  return {
    id: 1,
    item_id: item.id,
    model: 'Item' as const,
    item,
    quantity,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    unit_price: item.price,
    price: item.price * quantity,
    saved: 0,
    store_id: item.store_id,
    module_id: item.module_id,
  };
}
