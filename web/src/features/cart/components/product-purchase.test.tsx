import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductPurchase } from '@/features/cart/components/product-purchase';
import { cartServer, shopperWithLocation } from '@/features/cart/test/cart-server';
import type { Item } from '@/features/cart/types';
import type { DirectCheckout } from '@/shared/state/checkout';
import { demoItem, FOOD_DETAIL, SHOP_DETAIL } from '@/test/fixtures/catalogue';
import { TestProviders } from '@/test/providers';

const NOON = new Date('2026-06-01T12:00:00');

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderPurchase(item: Item, now = NOON) {
  return render(
    <MemoryRouter initialEntries={['/product/1']}>
      <Routes>
        <Route path="*" element={<ProductPurchase item={item} now={now} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

describe('the product view’s buttons by availability', () => {
  it('offers Buy Now and Add to Cart inside the available window', () => {
    cartServer([]);
    renderPurchase(demoItem('grocery', { available_time_starts: '08:00', available_time_ends: '20:00' }));
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it("says 'Not Available now' with the time range outside the window", () => {
    cartServer([]);
    renderPurchase(demoItem('grocery', { available_time_starts: '18:00', available_time_ends: '23:00', schedule_order: 0 }));
    expect(screen.getByText('Not Available now')).toBeInTheDocument();
    expect(screen.getByText('Available from 18:00 to 23:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('keeps the buttons outside the window when the item takes scheduled orders', () => {
    cartServer([]);
    renderPurchase(demoItem('grocery', { available_time_starts: '18:00', available_time_ends: '23:00', schedule_order: 1 }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it("shows a disabled 'Out of Stock' instead of the buttons", () => {
    cartServer([]);
    renderPurchase(demoItem('grocery', { stock: 0 }));
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('offers a single Order Now on a campaign item, and asks a guest to sign in', async () => {
    cartServer([]);
    renderPurchase(demoItem('food', { isCampaignItem: true, schedule_order: 0 }));
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByText('Please sign in to order a campaign item.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/product/1');
  });

  it('goes to /checkout?page=campaign with Order Now once logged in', async () => {
    shopperWithLocation(1);
    window.localStorage.setItem('token', '"t"');
    cartServer([]);
    renderPurchase(demoItem('food', { isCampaignItem: true, schedule_order: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    // Checkout opens once the order's owner is known (ensureCartOwner answers first): waited for, not assumed.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout?page=campaign'));
  });
});

describe('choosing a food item’s options', () => {
  it("says a required group's SPEC.md message before the round trip", async () => {
    shopperWithLocation(1);
    const server = cartServer([FOOD_DETAIL]);
    renderPurchase(FOOD_DETAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Variation Cooking can not remain without selection.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith('/cart/add'))).toBe(false);
  });

  it('shows the multi hint, free options and a live price that follows options, add-ons and quantity', async () => {
    cartServer([FOOD_DETAIL]);
    renderPurchase(FOOD_DETAIL);
    expect(screen.getByText('This Variation needs to be selected in between minimum 0 and Maximum 2 items.')).toBeInTheDocument();
    expect(screen.getAllByText('free')).toHaveLength(3);
    // 16.90 less 10 % = 15.21
    expect(await screen.findByText('€15.21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Fries/ }));
    expect(screen.getByText('€20.21')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Quantity' })).getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByText('€40.42')).toBeInTheDocument();
  });

  it('keeps add-on minus disabled at 0, and a checked add-on at quantity 1', async () => {
    cartServer([FOOD_DETAIL]);
    renderPurchase(FOOD_DETAIL);
    const fries = screen.getByRole('group', { name: 'Quantity of Fries' });
    expect(fries.querySelector('button[aria-label="Decrease quantity"]')).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Fries/ }));
    expect(fries).toHaveTextContent('1');
  });

  it('adds the choice, then reads Update To Cart and warns when nothing changed', async () => {
    shopperWithLocation(1);
    const server = cartServer([FOOD_DETAIL]);
    renderPurchase(FOOD_DETAIL);
    await userEvent.click(screen.getByRole('radio', { name: /Rare/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(server.lines).toHaveLength(1));
    expect(server.lines[0]?.variation).toEqual([{ name: 'Cooking', values: [{ label: 'Rare' }] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Cart/ })).toHaveTextContent('Update To Cart'), { timeout: 5000 });
    const update = screen.getByRole('button', { name: /Cart/ });
    await userEvent.click(update);
    expect(await screen.findByText('Nothing changed: this item is already in your cart as it is.')).toBeInTheDocument();
  }, 15_000);
});

describe('choosing a variation', () => {
  it('refuses a sold-out variation, for Buy Now too', async () => {
    shopperWithLocation(4);
    cartServer([SHOP_DETAIL]);
    renderPurchase(SHOP_DETAIL);
    await userEvent.click(screen.getByText('M'));
    expect(screen.getByText('This variation is out of stock. Choose another variation to proceed further.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/product/1');
  });

  it('caps the quantity by the variation’s stock with a message', async () => {
    cartServer([SHOP_DETAIL]);
    renderPurchase(SHOP_DETAIL);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(plus);
    expect(await screen.findByText('Only 4 in stock: you cannot add more of this item.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('4');
  });

  it('goes to /checkout?page=buy_now with Buy Now, the choice kept for the tab and the cart untouched', async () => {
    shopperWithLocation(4);
    const server = cartServer([SHOP_DETAIL]);
    renderPurchase(SHOP_DETAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout?page=buy_now'));
    const kept = JSON.parse(window.sessionStorage.getItem('direct-checkout') ?? 'null') as DirectCheckout;
    expect(kept).toMatchObject({ page: 'buy_now', store_id: SHOP_DETAIL.store_id, name: SHOP_DETAIL.name });
    expect(kept.item).toMatchObject({ item_id: SHOP_DETAIL.id, model: 'Item', quantity: 1 });
    expect(kept.item.variation).toHaveLength(1);
    // A guest gets an id (the order is theirs by it), but nothing goes to the cart.
    expect(window.localStorage.getItem('guest_id')).toBe(JSON.stringify('guest-1'));
    expect(server.requests.some((request) => request.path.startsWith('/api/v1/customer/cart/add'))).toBe(false);
    window.sessionStorage.clear();
  });
});
