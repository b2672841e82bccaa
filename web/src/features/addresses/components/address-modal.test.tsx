import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressModal, type AddressModalProps } from '@/features/addresses/components/address-modal';
import { AddressPartsProvider, type AddressParts } from '@/features/addresses/map-part';
import { ApiError } from '@/shared/api/errors';
import { ADDRESSES } from '@/test/fixtures/addresses';
import { TestProviders } from '@/test/providers';

/** A map that moves when its button is pressed, as a drag would, and says what the geocoder found. */
const parts: AddressParts = {
  Map: ({ start, onChange }) => (
    <button type="button" onClick={() => onChange({ point: { lat: start.lat + 0.01, lng: 2.5 }, address: '5 Rue Found, Paris', pending: false })}>
      drag the map
    </button>
  ),
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <TestProviders>
      <AddressPartsProvider value={parts}>{children}</AddressPartsProvider>
    </TestProviders>
  );
}

function renderModal(props: Partial<AddressModalProps> = {}) {
  const onSubmit = vi.fn<AddressModalProps['onSubmit']>(async () => undefined);
  const onCancel = vi.fn();
  render(<AddressModal open address={null} start={{ lat: 48.86, lng: 2.34 }} onSubmit={onSubmit} onCancel={onCancel} {...props} />, { wrapper: Providers });
  return { onSubmit, onCancel };
}

describe('AddressModal', () => {

  it("says SPEC.md's messages for the required fields and sends nothing", async () => {
    const { onSubmit } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the customer’s name and phone when they arrive after the form opened, not over what was typed', async () => {
    const onSubmit = vi.fn<AddressModalProps['onSubmit']>(async () => undefined);
    const modal = (contact: AddressModalProps['contact']) => (
      <AddressModal open address={null} start={{ lat: 48.86, lng: 2.34 }} onSubmit={onSubmit} onCancel={vi.fn()} contact={contact} />
    );
    const { rerender } = render(modal({}), { wrapper: Providers });
    expect(screen.getByLabelText('Contact Person Name')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Contact Person Number'), '+33 6 00');

    rerender(modal({ name: 'Ada Lovelace', phone: '+33612345678' }));

    expect(await screen.findByDisplayValue('Ada Lovelace')).toBe(screen.getByLabelText('Contact Person Name'));
    expect(screen.getByLabelText('Contact Person Number')).toHaveValue('+33 6 00');
  });

  it("fills the address found where the map was dragged, and sends the label name of an 'other' address", async () => {
    const { onSubmit } = renderModal({ contact: { name: 'Ada Lovelace', phone: '+33612345678' } });
    await userEvent.click(screen.getByRole('button', { name: 'drag the map' }));
    expect(screen.getByLabelText('Address')).toHaveValue('5 Rue Found, Paris');
    expect(screen.queryByLabelText('Label Name(Optional)')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Other/ }).closest('label')!);
    await userEvent.type(screen.getByLabelText('Label Name(Optional)'), 'Gym');
    await userEvent.type(screen.getByLabelText('Floor'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      save: true,
      body: expect.objectContaining({
        address: '5 Rue Found, Paris',
        address_type: 'Gym',
        contact_person_name: 'Ada Lovelace',
        contact_person_number: '+33612345678',
        latitude: '48.8700000',
        longitude: '2.5000000',
        floor: '2',
      }),
    });
  });

  it('edits an address: its values, its label and its point', async () => {
    const { onSubmit } = renderModal({ address: ADDRESSES[2]! });
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Other/ })).toBeChecked();
    expect(screen.getByLabelText('Label Name(Optional)')).toHaveValue('Mum’s');
    expect(screen.queryByRole('checkbox', { name: 'Save this Address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].body).toMatchObject({ address_type: 'Mum’s', latitude: '48.8556000', longitude: '2.3580000', house: '40' });
  });

  it("offers 'Save this Address' where asked: unticked, the address is used without being saved", async () => {
    const { onSubmit } = renderModal({ offerSaveTick: true, contact: { name: 'Ada', phone: '+331' } });
    await userEvent.type(screen.getByLabelText('Address'), '1 Rue X');
    const tick = screen.getByRole('checkbox', { name: 'Save this Address' });
    expect(tick).toBeChecked();
    await userEvent.click(tick);
    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].save).toBe(false);
  });

  it("shows the server's refusals on their fields, and a place outside every zone above the buttons", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, [
        { code: 'contact_person_number', message: 'Enter a phone number of 4 to 20 digits.' },
        { code: 'zone', message: 'Service not available in this area' },
      ]);
    });
    renderModal({ onSubmit, contact: { name: 'Ada', phone: '12' } });
    await userEvent.type(screen.getByLabelText('Address'), '1 Rue X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone number of 4 to 20 digits.')).toBeInTheDocument();
    expect(screen.getByText('Service not available in this area')).toBeInTheDocument();
  });
});
