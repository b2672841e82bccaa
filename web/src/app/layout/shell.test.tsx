import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { DESKTOP_QUERY } from '@/app/layout/use-media-query';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

// These tests render whole pages whose code arrives through lazy imports: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const CONFIG = {
  business_name: 'Corner Market',
  email: 'hello@corner.example',
  phone: '+33 1 00 00 00 00',
  address: '1 Rue du Test, Paris',
  footer_text: '© Corner Market',
  default_location: { lat: 48.85, lng: 2.35 },
  social_media: [
    { name: 'facebook', link: 'https://facebook.example/corner', status: 1 },
    { name: 'pinterest', link: 'https://pinterest.example/corner', status: 1 },
  ],
  download_user_app_links: {
    playstore_url: 'https://play.example/corner',
    playstore_url_status: 1,
    apple_store_url: 'https://apple.example/corner',
    apple_store_url_status: 0,
  },
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  ref_earning_status: 1,
  guest_checkout_status: 1,
  refund_policy: 1,
  cancelation_policy: 1,
  shipping_policy: 1,
};
const GROCERY = { id: 2, module_name: 'Grocery', module_type: 'grocery', icon_full_url: '', zones: [{ id: 1 }], labels: {} };

function renderAt(path: string, config: Record<string, unknown> = {}, extra: Record<string, FakeAnswer> = {}) {
  fakeApi({
    '/api/v1/config': { body: { ...CONFIG, ...config } },
    '/api/v1/module': { body: [GROCERY] },
    ...extra,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

function withLocation() {
  window.localStorage.setItem('zoneid', '[1]');
  window.localStorage.setItem('location', JSON.stringify({ address: '2 Rue Test', lat: 48.85, lng: 2.35, zoneIds: [1] }));
}

function onDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DESKTOP_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('access rules', () => {
  it('ask guests to log in on the wallet page', async () => {
    renderAt('/wallet');

    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('hide the wallet when the configuration switches it off', async () => {
    window.localStorage.setItem('token', 'secret');
    renderAt('/wallet', { customer_wallet_status: 0 });

    expect(await screen.findByText('Not offered here')).toBeInTheDocument();
  });

  it('ask for a zone before a campaign checkout', async () => {
    window.localStorage.setItem('token', 'secret');
    renderAt('/checkout?page=campaign');

    expect(await screen.findByText('You must pick a zone to access this page.')).toBeInTheDocument();
  });

  it('let a guest reach the cart checkout when guest checkout is on', async () => {
    renderAt('/checkout?page=cart');

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('module selection', () => {
  it('asks for a location when there is none', async () => {
    renderAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Grocery' }));

    expect(await screen.findByText('Module selected. Please select a location.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('module') ?? 'null')).toMatchObject({ id: 2 });
  });

  it('goes home after 300 ms when a location exists', async () => {
    withLocation();
    const router = renderAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Grocery' }));

    expect(await screen.findByText('A module has been selected.')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 15_000 });
  });
});

describe('content pages', () => {
  it('show the page from the API as text blocks', async () => {
    renderAt('/privacy-policy', {}, {
      '/api/v1/pages/privacy-policy': {
        body: {
          slug: 'privacy-policy',
          language: 'en',
          title: 'Privacy policy',
          blocks: [
            { type: 'paragraph', text: '<b>We</b> collect little.' },
            { type: 'heading', text: 'Your rights' },
            { type: 'list', items: ['See', 'Delete'] },
          ],
        },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('<b>We</b> collect little.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByText('See').closest('ul')?.children).toHaveLength(2);
  });

  it('say so when the page does not exist', async () => {
    renderAt('/refund-policy');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows contacts, social links, the app buttons switched on, and the policy links allowed', async () => {
    renderAt('/about-us', { refund_policy: 0 });

    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Facebook' })).toHaveAttribute('href', CONFIG.social_media[0]!.link);
    expect(within(footer).getByRole('link', { name: 'Pinterest' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.example/corner');
    expect(within(footer).queryByRole('link', { name: /App Store/ })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Refund Policy' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '/cancellation-policy');
    expect(within(footer).getByRole('link', { name: 'Corner Market Express' })).toHaveAttribute('href', '/express');
    expect(within(footer).getByText('hello@corner.example')).toBeInTheDocument();
  });
});

describe('header', () => {
  // The confirmation comes from the feedback code, which the app fetches on first need (feedback-provider),
  // and the account menu arrives the same way (account-button): both loaded once here, so a busy test
  // machine's module transform (over 15 s in a full run on two busy cores) does not count against the clicks.
  beforeAll(async () => {
    await import('@/app/feedback/feedback-host');
    await import('@/features/account/components/account-menu');
  }, 60_000);

  it('shows the full bar on desktop once a location exists, with a cart that opens its drawer', async () => {
    onDesktop();
    withLocation();
    renderAt('/about-us');

    await userEvent.click(await screen.findByRole('button', { name: 'Shopping Cart' }));

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
  });

  it('opens the sign-in dialog for guests, which signs in and switches the header to the account menu', async () => {
    onDesktop();
    withLocation();
    renderAt('/about-us', {}, { '/api/v1/auth/login': { body: { token: 'customer-token', is_phone_verified: 0, is_email_verified: 0 } } });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await userEvent.type(within(dialog).getByLabelText('Email or phone'), 'camille@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'long enough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    const header = screen.getAllByRole('banner')[0]!;
    expect(await within(header).findByRole('button', { name: 'Profile' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/profile?page=inbox');
  });

  it('logs out after the confirmation: tells the server, forgets the token and goes home', async () => {
    onDesktop();
    withLocation();
    window.localStorage.setItem('token', JSON.stringify('customer-token'));
    const router = renderAt('/about-us', {}, { '/api/v1/auth/logout': { body: { message: 'Logout successful.' } } });

    // Pressed at once: the menu opens when its code has arrived (loaded before the tests: see beforeAll).
    await userEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }, { timeout: 15_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Do you want to log out?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful.')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.localStorage.getItem('token')).toBeNull();
    const calls = vi.mocked(fetch).mock.calls.map(([input, init]) => new Request(new URL(String(input), 'http://storefront.test'), init));
    const logout = calls.find((request) => request.url.endsWith('/api/v1/auth/logout'))!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(screen.queryByText('Your account is inactive or Your token has been expired')).toBeNull();
  });
});

describe('session rejection', () => {
  it('says so, drops the token and goes home on a 401', async () => {
    window.localStorage.setItem('token', JSON.stringify('expired'));
    const router = renderAt('/profile', {}, {
      '/api/v1/customer/info': { status: 401, body: { errors: [{ code: 'unauthorized', message: 'No.' }] } },
    });

    expect(await screen.findByText('Your account is inactive or Your token has been expired')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 15_000 });
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('compact drawer', () => {
  it('lists 10 of the 12 latest stores it asks for, then View all', async () => {
    const stores = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      slug: `store-${i + 1}`,
      name: `Store ${i + 1}`,
      logo_full_url: '',
      module_id: 2,
      zone_id: 1,
      module: { id: 2, module_type: 'grocery' },
    }));
    withLocation();
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: [GROCERY] },
      '/api/v1/stores/latest': { body: { total_size: 12, limit: 12, offset: 1, stores } },
      '/api/v1/stores/popular': { status: 500, body: { errors: [{ code: 'server_error', message: 'Down' }] } },
    });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/about-us'] })} />, {
      wrapper: TestProviders,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByText('Latest stores'));

    expect(await screen.findByText('Store 10')).toBeInTheDocument();
    expect(screen.queryByText('Store 11')).toBeNull();
    expect(screen.getAllByText('View all').length).toBeGreaterThan(0);
    const latest = requests.find((request) => request.url.includes('/stores/latest'))!;
    expect(new URL(latest.url).search).toBe('?type=all&offset=1&limit=12');
    expect(screen.getByText('Theme Mode')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('compact drawer in a module with its own store noun', () => {
  it("names its store lists with the module's word: Latest restaurants, Popular restaurants", async () => {
    const food = { ...GROCERY, id: 1, module_name: 'Food', module_type: 'food', labels: { store: 'restaurant', stores: 'restaurants' } };
    withLocation();
    window.localStorage.setItem('module', JSON.stringify(food));
    fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: [food] },
      '/api/v1/stores/latest': { body: { total_size: 0, limit: 12, offset: 1, stores: [] } },
      '/api/v1/stores/popular': { body: { total_size: 0, limit: 12, offset: 1, stores: [] } },
    });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/about-us'] })} />, {
      wrapper: TestProviders,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(menu).findByText('Latest restaurants')).toBeInTheDocument();
    expect(within(menu).getByText('Popular restaurants')).toBeInTheDocument();
    expect(within(menu).queryByText('Latest stores')).toBeNull();
  });
});

describe('module picker', () => {
  it('fetches the modules again each time it opens, and selects through SPEC.md steps', async () => {
    onDesktop();
    withLocation();
    const requests = fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: [GROCERY] } });
    const router = createMemoryRouter(routes, { initialEntries: ['/about-us'] });
    render(<RouterProvider router={router} />, { wrapper: TestProviders });
    const moduleCalls = () => requests.filter((request) => request.url.endsWith('/api/v1/module')).length;

    await userEvent.click(await screen.findByTitle('Switch module'));
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Grocery' });
    const before = moduleCalls();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByTitle('Switch module'));

    await vi.waitFor(() => expect(moduleCalls()).toBeGreaterThan(before), { timeout: 15_000 });
    expect(router.state.location.pathname).toBe('/about-us');
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Grocery' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 15_000 });
  });
});
