import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
}

describe('routes', () => {
  it('shows the landing page at /', async () => {
    fakeApi({
      '/api/v1/config': { body: { business_name: 'Corner Market', footer_text: 'Open every day' } },
      '/api/v1/module': { body: [] },
    });
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Market' })).toBeInTheDocument();
    expect(screen.getByText('Select a type of module for your orders')).toBeInTheDocument();
    expect(await screen.findByText('No module found')).toBeInTheDocument();
  });

  it('still renders the app on a path it does not know, with a way back', async () => {
    fakeApi({ '/api/v1/config': { body: { business_name: 'Corner Market' } }, '/api/v1/module': { body: [] } });
    renderAt('/no-such-page?module_id=1');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByText('Select a type of module for your orders')).toBeInTheDocument();
  });
});
