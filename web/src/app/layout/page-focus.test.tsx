import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageFocus } from '@/app/layout/page-focus';

/** The app's frame in small: a search field that stays on every page, the pages in their main. */
function renderPages() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <PageFocus />
          <input aria-label="Search" />
          <Link to="/home">Home</Link>
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [
        { path: '/', element: <Link to="/home">Food</Link> },
        { path: '/home', element: <h1>Food home</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the focus on a page change', () => {
  it('goes to the new page’s heading when the link pressed went with the old page', async () => {
    const router = renderPages();
    screen.getByRole('link', { name: 'Food' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const heading = screen.getByRole('heading', { level: 1, name: 'Food home' });
    expect(heading).toHaveFocus();
    // Reached by script only: the heading does not become a stop of the Tab key.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('stays on a control the new page keeps', async () => {
    const router = renderPages();
    screen.getByRole('link', { name: 'Home' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('leaves the first page of a visit to the browser', () => {
    renderPages();
    expect(document.body).toHaveFocus();
  });
});
