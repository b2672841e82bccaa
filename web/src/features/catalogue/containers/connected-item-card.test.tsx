import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { CartPartsProvider } from '@/features/catalogue/cart-parts';
import { CardEnvironmentProvider } from '@/features/catalogue/containers/card-environment';
import { ConnectedItemCard } from '@/features/catalogue/containers/connected-item-card';
import { VerticalSlotProvider } from '@/features/catalogue/slots';
import { aFoodItem, anItem } from '@/features/catalogue/test/fixtures';
import { recordingSlot } from '@/features/catalogue/test/food-slot';
import type { Item } from '@/features/catalogue/types';
import { useAtomValue } from '@/shared/state/app-store';
import { authDialogAtom, locationPickerAtom } from '@/shared/state/dialogs';
import { fakeApi } from '@/test/fake-api';
import { MODULES } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

const CONFIG = { business_name: 'Ruelle', currency_symbol: '€', digit_after_decimal_point: 2, toggle_veg_non_veg: true };

function Dialogs() {
  const picker = useAtomValue(locationPickerAtom);
  const auth = useAtomValue(authDialogAtom);
  return <output data-testid="dialogs">{JSON.stringify({ picker, auth })}</output>;
}

// A card reads its environment itself, or takes the one its list shares (card-environment.tsx): both
// draw and behave alike.
let shared = false;
const inList = (cards: ReactNode) => (shared ? <CardEnvironmentProvider>{cards}</CardEnvironmentProvider> : cards);

function renderConnected(item: Item, config: object = CONFIG) {
  // The modules carry their policies: food's veg marks and its stock rule come from there.
  fakeApi({ '/api/v1/config': { body: config }, '/api/v1/module': { body: MODULES } });
  const requested: string[] = [];
  render(
    <MemoryRouter>
      <VerticalSlotProvider value={recordingSlot(requested)}>
        {inList(<ConnectedItemCard item={item} />)}
        <Dialogs />
      </VerticalSlotProvider>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  return requested;
}

const dialogs = () => JSON.parse(screen.getByTestId('dialogs').textContent ?? '{}');

describe.each([
  ['on its own', false],
  ['in a list sharing one environment', true],
])('ConnectedItemCard %s', (_, inShared) => {
  beforeEach(() => {
    shared = inShared;
  });

  it('marks a veg food item when the config turns veg marks on', async () => {
    renderConnected(aFoodItem({ veg: 1 }));
    expect(await screen.findByRole('img', { name: 'Veg' })).toBeInTheDocument();
  });

  it('marks a non-veg food item (veg 0)', async () => {
    renderConnected(aFoodItem({ veg: 0 }));
    expect(await screen.findByRole('img', { name: 'Non Veg' })).toBeInTheDocument();
  });

  it('shows no veg mark when toggle_veg_non_veg is off', async () => {
    renderConnected(aFoodItem({ veg: 1, is_halal: 1, halal_tag_status: 1 }), { ...CONFIG, toggle_veg_non_veg: false });
    expect(await screen.findByRole('img', { name: 'This product is Halal' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Veg' })).toBeNull();
  });

  it('shows halal only when the store shows halal tags and the item is halal', async () => {
    renderConnected(aFoodItem({ is_halal: 1, halal_tag_status: 0 }));
    await screen.findByRole('img', { name: 'Veg' });
    expect(screen.queryByRole('img', { name: 'This product is Halal' })).toBeNull();
  });

  it('never asks for the food bundle for a grocery item, and shows no food marks', async () => {
    const requested = renderConnected(anItem({ veg: 0, is_halal: 1, halal_tag_status: 1 }));
    await screen.findByText('€10.00');
    expect(requested.length).toBeGreaterThan(0);
    expect(new Set(requested)).toEqual(new Set(['grocery']));
    expect(screen.queryByRole('img', { name: 'Non Veg' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'This product is Halal' })).toBeNull();
  });

  it('draws the cart part the app provides, told whether the item is out of stock', async () => {
    const parts = {
      CardCart: ({ item, outOfStock }: { item: Item; outOfStock: boolean }) => <output data-testid="cart">{`${item.id}:${outOfStock}`}</output>,
      Purchase: () => null,
    };
    render(
      <MemoryRouter>
        <CartPartsProvider value={parts}>
          {inList(<ConnectedItemCard item={anItem({ stock: 0 })} />)}
        </CartPartsProvider>
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    expect(await screen.findByTestId('cart')).toHaveTextContent('7:true');
  });

  it("tells a guest 'You are not logged in.' and opens sign-in on wishlist", async () => {
    renderConnected(anItem());
    await userEvent.hover(screen.getByRole('article'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('You are not logged in.')).toBeInTheDocument();
    expect(dialogs().auth).toEqual({ open: true, mode: 'sign-in' });
  });
});
