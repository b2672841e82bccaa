import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedAddressList, type SavedAddressListProps } from '@/features/addresses/components/saved-address-list';
import { ADDRESSES } from '@/test/fixtures/addresses';
import { TestProviders } from '@/test/providers';

function renderList(props: Partial<SavedAddressListProps> = {}) {
  const calls = { onSelect: vi.fn(), onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onSignIn: vi.fn() };
  render(<SavedAddressList loggedIn addresses={ADDRESSES} {...calls} {...props} />, { wrapper: TestProviders });
  return calls;
}

describe('SavedAddressList', () => {

  it('offers a radio per address, the current one checked, and Select confirms the choice', async () => {
    const calls = renderList({ selectedId: 11 });
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Mum’s/ })).toHaveAccessibleName(/40 Rue de Rivoli/);
    await userEvent.click(screen.getByRole('radio', { name: /Office/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(calls.onSelect).toHaveBeenCalledWith(ADDRESSES[1]);
  });

  it("keeps only the addresses of the store's zone, and says when none is left", () => {
    renderList({ storeZoneId: 2 });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    screen.getByRole('radio', { name: /Mum’s/ });
  });

  it("says 'No saved addresses found to select.' when no address is in the store's zone", () => {
    renderList({ storeZoneId: 7 });
    expect(screen.getByText('No saved addresses found to select.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();
  });

  it('says the customer has no saved address yet, and offers to add one', async () => {
    const calls = renderList({ addresses: [] });
    expect(screen.getByText('You don’t have any saved address yet. please save address to continue')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(calls.onAdd).toHaveBeenCalled();
  });

  it('tells a guest saved addresses need a sign-in', async () => {
    const calls = renderList({ loggedIn: false });
    expect(screen.getByText('To select from saved addresses, you need to sign in.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(calls.onSignIn).toHaveBeenCalled();
  });

  it('edits an address, and deletes one only once the customer confirms', async () => {
    const calls = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Office' }));
    expect(calls.onEdit).toHaveBeenCalledWith(ADDRESSES[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete this address?')).toBeInTheDocument();
    expect(calls.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(calls.onDelete).toHaveBeenCalledWith(ADDRESSES[0]);
  });

  it('shows the list without radios where nothing is picked (the profile)', () => {
    renderList({ onSelect: undefined });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
    expect(screen.getByText('8 Rue du Louvre, 75001 Paris')).toBeInTheDocument();
  });
});
