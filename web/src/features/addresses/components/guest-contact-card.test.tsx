import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuestContactCard } from '@/features/addresses/components/guest-contact-card';
import { TestProviders } from '@/test/providers';

describe('GuestContactCard', () => {

  it("says 'No Contact Info Added' until the guest adds their details, then keeps them in local storage only", async () => {
    const requests = vi.fn();
    vi.stubGlobal('fetch', requests);
    render(<GuestContactCard />, { wrapper: TestProviders });
    expect(screen.getByText('No Contact Info Added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact Info' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Phone'), '+33612345678');
    await userEvent.type(screen.getByLabelText('Email (Optional)'), 'ada@');
    await userEvent.type(screen.getByLabelText('Address'), '12 Rue Montorgueil');
    await userEvent.type(screen.getByLabelText('Floor'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email (Optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getAllByRole('definition').map((line) => line.textContent)).toEqual(['Ada Lovelace', '+33612345678', '12 Rue Montorgueil', '3']));
    expect(JSON.parse(window.localStorage.getItem('guest-user-info') ?? 'null')).toMatchObject({
      contact_person_name: 'Ada Lovelace',
      contact_person_number: '+33612345678',
      address: '12 Rue Montorgueil',
      floor: '3',
    });
    expect(requests).not.toHaveBeenCalled();
  }, 30_000);

  it('hides road, house and floor for a take-away order', () => {
    window.localStorage.setItem('guest-user-info', JSON.stringify({ contact_person_name: 'Ada', contact_person_number: '1', address: 'A', floor: '3' }));
    render(<GuestContactCard showDetails={false} />, { wrapper: TestProviders });
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByText('Floor')).toBeNull();
  });
});
