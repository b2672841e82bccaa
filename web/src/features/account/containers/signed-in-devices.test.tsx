import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceSession } from '@/features/account/api/sessions';
import { SignedInDevices } from '@/features/account/containers/signed-in-devices';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 30_000 });

const LIST = '/api/v1/customer/sessions';
const NOW = Math.floor(Date.now() / 1000);
const THIS: DeviceSession = { id: 'this', device: 'Chrome on Linux', current: true, created_at: NOW - 86_400, last_used_at: NOW };
const PHONE: DeviceSession = { id: 'phone', device: 'Safari on iOS', current: false, created_at: NOW - 3 * 86_400, last_used_at: NOW - 2 * 3600 };

/**
 * The sessions endpoints as the server answers them, over one list it keeps: signing out of a device
 * takes it off, signing out everywhere empties it. Returns the requests made.
 */
function fakeSessionServer(initial: DeviceSession[], listStatus = 200): Request[] {
  let sessions = [...initial];
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://storefront.test'), init);
      requests.push(request);
      const path = new URL(request.url).pathname;
      if (path === LIST && request.method === 'GET') {
        return listStatus === 200 ? Response.json(sessions) : Response.json({ errors: [{ code: 'server', message: 'Down' }] }, { status: listStatus });
      }
      if (path === `${LIST}/sign-out-everywhere` && request.method === 'POST') {
        sessions = [];
        return Response.json({ message: 'Signed out everywhere.' });
      }
      const id = path.startsWith(`${LIST}/`) && request.method === 'DELETE' ? decodeURIComponent(path.slice(LIST.length + 1)) : null;
      if (id !== null && sessions.some((session) => session.id === id && !session.current)) {
        sessions = sessions.filter((session) => session.id !== id);
        return Response.json({ message: 'Signed out on that device.' });
      }
      return Response.json({ errors: [{ code: 'session', message: 'Session not found.' }] }, { status: 404 });
    }),
  );
  return requests;
}

/** The section as /profile draws it: for a signed-in customer only. */
function ProfileSection({ clearLists }: { clearLists: () => void }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? <SignedInDevices clearLists={clearLists} /> : <p>signed out</p>;
}

function renderDevices() {
  window.localStorage.setItem('token', JSON.stringify('customer-token'));
  const clearLists = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfileSection clearLists={clearLists} /> },
      { path: '/home', element: <p>home</p> },
    ],
    { initialEntries: ['/profile?page=profile-settings'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { router, clearLists };
}

describe('signed-in devices', () => {
  it('lists each device, marks this one and offers sign-out on the others only', async () => {
    fakeSessionServer([THIS, PHONE]);
    renderDevices();
    const list = await screen.findByRole('list', { name: 'Devices signed in to your account' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Chrome on Linux')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active now')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('This device')).toBeNull();
    expect(within(rows[1]!).getByText('Last used 2 hours ago')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();
  });

  it('signs out another device: the server is asked and the device leaves the list', async () => {
    const requests = fakeSessionServer([THIS, PHONE]);
    renderDevices();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Signed out on that device.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
    const removal = requests.find((request) => request.method === 'DELETE')!;
    expect(new URL(removal.url).pathname).toBe(`${LIST}/phone`);
    expect(removal.headers.get('authorization')).toBe('Bearer customer-token');
  });

  it('asks before signing out everywhere, then signs this browser out as logout does', async () => {
    const requests = fakeSessionServer([THIS, PHONE]);
    const { router, clearLists } = renderDevices();
    const everywhere = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await userEvent.click(everywhere);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    expect(within(dialog).getByText(/this one included/)).toBeInTheDocument();
    // Cancel: nothing is sent, the customer stays signed in.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.url.endsWith('/sign-out-everywhere'))).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('"customer-token"');

    await userEvent.click(everywhere);
    // The dialog just cancelled may still be closing: the newest one is the one asking now.
    const again = (await screen.findAllByRole('dialog', { name: 'Sign out on every device?' })).at(-1)!;
    await userEvent.click(within(again).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(clearLists).toHaveBeenCalledOnce();
    const closing = requests.find((request) => request.url.endsWith('/sign-out-everywhere'))!;
    expect(closing.method).toBe('POST');
    // The server closed this session too: no logout call follows with the dead token.
    expect(requests.some((request) => request.url.endsWith('/auth/logout'))).toBe(false);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const requests = fakeSessionServer([THIS], 500);
    renderDevices();
    expect(await screen.findByText('Your devices could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
  });
});
