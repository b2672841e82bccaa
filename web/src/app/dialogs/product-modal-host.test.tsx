import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductModalHost } from '@/app/dialogs/product-modal-host';
import { productModalAtom } from '@/features/cart/state';
import { cartServer, shopperWithLocation } from '@/features/cart/test/cart-server';
import type { Item } from '@/features/cart/types';
import { useSetAtom } from '@/shared/state/app-store';
import { demoItem } from '@/test/fixtures/catalogue';
import { TestProviders } from '@/test/providers';

const LEMONS = demoItem('grocery', { id: 7, name: 'Lemons', store_id: 3, price: 2 });

/** What an item card's Add to cart does for an item with options: it opens the product modal. */
function Opener({ item }: { item: Item }) {
  const open = useSetAtom(productModalAtom);
  return (
    <button type="button" onClick={() => open({ item, line: null })}>
      Choose options
    </button>
  );
}

describe('the product modal the cart opens', () => {
  it('gives the focus back to the control that opened it when it closes', async () => {
    shopperWithLocation();
    cartServer([LEMONS]);
    render(
      <MemoryRouter>
        <Opener item={LEMONS} />
        <ProductModalHost />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const opener = screen.getByRole('button', { name: 'Choose options' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Lemons' });
    // The keyboard is in the dialog, on its close button, when the shopper presses Escape.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
