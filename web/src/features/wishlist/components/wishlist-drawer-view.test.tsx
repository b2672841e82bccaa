import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistDrawerView, type WishlistDrawerViewProps } from '@/features/wishlist/components/wishlist-drawer-view';
import { EMPTY_WISHLIST } from '@/features/wishlist/model/wishlist';
import { ITEMS, STORES } from '@/test/fixtures/catalogue';
import { TestProviders } from '@/test/providers';

function renderDrawer(props: Partial<WishlistDrawerViewProps> = {}) {
  const calls = { onOpenItem: vi.fn(), onOpenStore: vi.fn(), onRemove: vi.fn(), onClose: vi.fn() };
  render(
    <WishlistDrawerView
      open
      itemsLabel="foods"
      storesLabel="restaurants"
      wishlist={{ item: [ITEMS.recommended, ITEMS.discount], store: [STORES.food] }}
      renderPrice={(item) => `€${item.price.toFixed(2)}`}
      {...calls}
      {...props}
    />,
    { wrapper: TestProviders },
  );
  return calls;
}

describe('WishlistDrawerView', () => {
  it("is titled Wishlist, with the module's items and stores tabs, capitalised", async () => {
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    expect(within(drawer).getByRole('tab', { name: 'Foods' })).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).getByRole('tab', { name: 'Restaurants' })).toBeInTheDocument();
    expect(within(drawer).getByText('Paname classic burger')).toBeInTheDocument();
    // Each item's price, as the app's catalogue draws it.
    expect(within(drawer).getByText('€8.40')).toBeInTheDocument();
  });

  it('says "No favourite {items} found" and "No favourite {stores} found" in the module\'s words', async () => {
    renderDrawer({ wishlist: EMPTY_WISHLIST });
    expect(await screen.findByText('No favourite foods found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurants' }));
    expect(await screen.findByText('No favourite restaurants found')).toBeInTheDocument();
  });

  it('opens an item or a store when its name is pressed', async () => {
    const calls = renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Paname classic burger' }));
    expect(calls.onOpenItem).toHaveBeenCalledWith(ITEMS.recommended);
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurants' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Paname Burger' }));
    expect(calls.onOpenStore).toHaveBeenCalledWith(STORES.food);
  });

  it('removes a favourite only once the shopper confirms', async () => {
    const calls = renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Paname classic burger from the wishlist' }));
    expect(await screen.findByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    expect(calls.onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(calls.onRemove).toHaveBeenCalledWith({ kind: 'item', item: ITEMS.recommended });
  });

  it('offers to try again when the list could not be read', async () => {
    const onRetry = vi.fn();
    renderDrawer({ wishlist: undefined, failed: true, onRetry });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
