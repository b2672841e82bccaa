import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountButton } from '@/app/layout/header/account-button';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

// The account menu's chunk arrives when the test lets it: a slow phone's network.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('@/features/account/components/account-menu', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

/** One thing the shopper does, with what React scheduled for it done before the test reads the page. */
const step = (action: () => void) => act(async () => action());

describe('the account button', () => {
  it('opens the menu for a press that began before the menu’s code arrived and ended after', async () => {
    window.localStorage.setItem('token', JSON.stringify('customer-token'));
    fakeApi({ '/api/v1/config': { body: { customer_wallet_status: 1 } }, '/api/v1/module': { body: [] } });
    render(
      <MemoryRouter>
        <AccountButton trackOrderLabel="Track Order" />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );

    const standIn = await screen.findByRole('button', { name: 'Profile' });
    await step(() => {
      fireEvent.pointerDown(standIn);
      fireEvent.mouseDown(standIn);
      standIn.focus();
    });
    await act(async () => chunk.arrive());
    // The pointer comes up where it went down.
    await step(() => {
      fireEvent.pointerUp(standIn);
      fireEvent.mouseUp(standIn);
      fireEvent.click(standIn);
    });

    expect(await screen.findByRole('menuitem', { name: /Profile Settings/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Logout/ })).toBeInTheDocument();
    // The keyboard goes on from the menu's button.
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
  });
});
