import { CartApiProvider, verticalNamespace, type CartApi, type VerticalSlotProps } from '@storefront/sdk';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// The storefront's cart wording, which the sdk's cart components read from its "cart" namespace.
import cart from '../../../web/src/shared/i18n/locales/en/cart.json';
import vertical from '../src/index';
import FoodVariantModal from '../src/food-variant-modal';

beforeAll(async () => {
  // jsdom has neither; antd's modal and typography ask for both.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { cart, [verticalNamespace('food')]: vertical.resources.en } },
  });
});
afterEach(cleanup);

type Props = VerticalSlotProps['ProductModal'];

const BURGER: Props['item'] = {
  id: 20,
  name: 'Paname burger',
  description: 'Beef, comté, onions.',
  image_full_url: '',
  price: 10,
  discount: 0,
  discount_type: 'percent',
  discounted_price: 10,
  stock: 0,
  maximum_cart_quantity: 2,
  store_id: 1,
  module: { module_type: 'food' },
  veg: 0,
  is_halal: 0,
  halal_tag_status: 0,
  food_variations: [
    { name: 'Cooking', type: 'single', required: 'on', min: 1, max: 1, values: [{ label: 'Rare', optionPrice: 0 }, { label: 'Well done', optionPrice: 0 }] },
    { name: 'Sauces', type: 'multi', required: 'on', min: 2, max: 3, values: ['Mayo', 'Ketchup', 'Pepper', 'Blue cheese'].map((label) => ({ label, optionPrice: label === 'Blue cheese' ? 1 : 0 })) },
  ],
  choice_options: [],
  variations: [],
  add_ons: [{ id: 1, name: 'Fries', price: 3 }],
};

function renderModal(overrides: Partial<CartApi> = {}, line: Props['line'] = null) {
  const cart: CartApi = { lines: [], formatPrice: (amount) => `€${amount.toFixed(2)}`, save: vi.fn(async () => true), warn: vi.fn(), pending: false, ...overrides };
  const onClose = vi.fn();
  render(
    <CartApiProvider value={cart}>
      <FoodVariantModal item={BURGER} line={line} vegNonVeg countsStock={false} onClose={onClose} />
    </CartApiProvider>,
  );
  return { cart, onClose };
}

const dialog = () => within(screen.getByRole('dialog'));

describe('the food variant modal', () => {
  it("names the dish with its marks, and hints a multi group's range", () => {
    renderModal();
    expect(dialog().getByText('Paname burger')).toBeTruthy();
    expect(dialog().getByRole('img', { name: 'Non Veg' })).toBeTruthy();
    expect(dialog().getByText('This Variation needs to be selected in between minimum 2 and Maximum 3 items.')).toBeTruthy();
  });

  it('refuses a required group left empty, then a multi group under its minimum, before the round trip', async () => {
    const { cart } = renderModal();
    await userEvent.click(dialog().getByRole('button', { name: /Add to Cart/ }));
    expect(cart.warn).toHaveBeenLastCalledWith('Variation Cooking can not remain without selection.');
    await userEvent.click(dialog().getByRole('radio', { name: /Rare/ }));
    await userEvent.click(dialog().getByRole('checkbox', { name: /Mayo/ }));
    await userEvent.click(dialog().getByRole('button', { name: /Add to Cart/ }));
    expect(cart.warn).toHaveBeenLastCalledWith('Selected variation named Sauces must be in between Minimum 2 and Maximum 3');
    expect(cart.save).not.toHaveBeenCalled();
  });

  it('adds the choice with its add-ons at the live price, then closes', async () => {
    const { cart, onClose } = renderModal();
    await userEvent.click(dialog().getByRole('radio', { name: /Well done/ }));
    await userEvent.click(dialog().getByRole('checkbox', { name: /Mayo/ }));
    await userEvent.click(dialog().getByRole('checkbox', { name: /Blue cheese/ }));
    await userEvent.click(dialog().getByRole('checkbox', { name: /Fries/ }));
    const add = dialog().getByRole('button', { name: /Add to Cart/ });
    expect(add.textContent).toContain('€14.00');
    await userEvent.click(add);
    expect(cart.save).toHaveBeenCalledWith(
      BURGER,
      { quantity: 1, food: { Cooking: ['Well done'], Sauces: ['Mayo', 'Blue cheese'] }, choices: {}, addOns: { 1: 1 } },
      null,
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('stops the quantity at the maximum per cart with a message', async () => {
    const { cart } = renderModal();
    const quantity = within(dialog().getByRole('group', { name: 'Quantity' }));
    await userEvent.click(quantity.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(quantity.getByRole('button', { name: 'Increase quantity' }));
    expect(cart.warn).toHaveBeenCalledWith('You can add at most 2 of this item to your cart.');
    expect(quantity.getByText('2')).toBeTruthy();
  });

  it('edits a cart line: its options are chosen and the button reads Update To Cart', () => {
    const line = { id: 9, item_id: 20, quantity: 2, variation: [{ name: 'Cooking', values: [{ label: 'Rare' }] }], add_on_ids: [1], add_on_qtys: [2] };
    renderModal({}, line);
    expect(dialog().getByRole('button', { name: /Update To Cart/ })).toBeTruthy();
    expect((dialog().getByRole('radio', { name: /Rare/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog().getByRole('group', { name: 'Quantity of Fries' })).getByText('2')).toBeTruthy();
  });
});
