import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBook } from '@/features/addresses/components/address-book';
import { ADDRESSES } from '@/test/fixtures/addresses';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const NEW = { ...ADDRESSES[0]!, id: 20, address: '3 Rue Neuve, Paris', address_type: 'office' };

function renderBook(answers: Record<string, FakeAnswer> = {}, onPick = vi.fn()) {
  window.localStorage.setItem('token', '"customer-token"');
  const requests = fakeApi({
    '/api/v1/config': { body: { default_location: { lat: 48.86, lng: 2.34 } } },
    '/api/v1/customer/info': { body: { f_name: 'Ada', l_name: 'Lovelace', phone: '+33612345678' } },
    '/api/v1/customer/address/list': { body: { addresses: ADDRESSES } },
    ...answers,
  });
  render(<AddressBook onPick={onPick} selectedId={12} />, { wrapper: TestProviders });
  return { requests, onPick };
}

const calls = (requests: Request[], path: string) => requests.filter((request) => new URL(request.url).pathname.startsWith(path));

describe('AddressBook', () => {

  it("lists the customer's addresses and hands the one chosen to Select", async () => {
    const { onPick } = renderBook();
    expect(await screen.findByRole('radio', { name: /Office/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Home/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onPick).toHaveBeenCalledWith(ADDRESSES[0]);
  });

  it("adds an address with the customer's name and phone, and shows it at once", async () => {
    const { requests } = renderBook({ '/api/v1/customer/address/add': { body: { message: 'Successfully added!', address: NEW } } });
    await screen.findAllByRole('radio');
    await userEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Contact Person Name')).toHaveValue('Ada Lovelace'));
    expect(within(dialog).getByLabelText('Contact Person Number')).toHaveValue('+33612345678');
    await userEvent.type(within(dialog).getByLabelText('Address'), '3 Rue Neuve, Paris');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully added!')).toBeInTheDocument();
    expect(await screen.findByText('3 Rue Neuve, Paris')).toBeInTheDocument();
    const [add] = calls(requests, '/api/v1/customer/address/add');
    expect(add?.method).toBe('POST');
    expect(await add?.json()).toMatchObject({ address: '3 Rue Neuve, Paris', address_type: 'home', contact_person_name: 'Ada Lovelace', latitude: '48.8600000' });
    // The list is not asked again: the answer's address went straight into it.
    expect(calls(requests, '/api/v1/customer/address/list')).toHaveLength(1);
  }, 20_000);

  it('deletes an address after the confirmation, with the server message', async () => {
    const { requests } = renderBook({ '/api/v1/customer/address/delete': { body: { message: 'Successfully removed!' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully removed!')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('12 Rue Montorgueil, 75002 Paris')).toBeNull());
    const [removal] = calls(requests, '/api/v1/customer/address/delete');
    expect(removal?.method).toBe('DELETE');
    expect(new URL(removal!.url).search).toBe('?address_id=11');
  });

  it('asks nothing for a guest, and says saved addresses need a sign-in', async () => {
    const requests = fakeApi({});
    render(<AddressBook onPick={vi.fn()} />, { wrapper: TestProviders });
    expect(await screen.findByText('To select from saved addresses, you need to sign in.')).toBeInTheDocument();
    expect(calls(requests, '/api/v1/customer')).toEqual([]);
  });
});
