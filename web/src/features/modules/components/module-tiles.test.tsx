import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModuleTiles } from '@/features/modules/components/module-tiles';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const MODULES = [
  { id: 1, module_name: 'Food', module_type: 'food', icon_full_url: '/media/modules/food.png', zones: [{ id: 1 }] },
  { id: 2, module_name: 'Pharmacy', module_type: 'pharmacy', icon_full_url: null, zones: [{ id: 1 }] },
];

describe('ModuleTiles', () => {
  it('shows a tile with icon and name for each module', async () => {
    fakeApi({ '/api/v1/module': { body: MODULES } });
    render(<ModuleTiles />, { wrapper: TestProviders });

    const tiles = await screen.findAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Food', 'Pharmacy']);
    const [food, pharmacy] = tiles.map((tile) => tile.querySelector('img'));
    expect(food).toHaveAttribute('src', '/media/modules/food.png');
    expect(pharmacy?.getAttribute('src')).toBeTruthy(); // the placeholder picture
  });

  it('tells which module is chosen and reports a choice', async () => {
    fakeApi({ '/api/v1/module': { body: MODULES } });
    const onChoose = vi.fn();
    render(<ModuleTiles chosenId={2} onChoose={onChoose} />, { wrapper: TestProviders });

    await userEvent.click(await screen.findByRole('button', { name: 'Food' }));

    expect(onChoose).toHaveBeenCalledWith(MODULES[0]);
    expect(screen.getByRole('button', { name: 'Pharmacy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the empty-module notice when the marketplace has no module', async () => {
    fakeApi({ '/api/v1/module': { body: [] } });
    render(<ModuleTiles />, { wrapper: TestProviders });

    expect(await screen.findByText('No module found')).toBeInTheDocument();
    expect(screen.getByText('Contact with the site owner to activate modules.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ '/api/v1/module': { status: 503, body: { errors: [{ code: 'service_unavailable', message: 'Busy' }] } } });
    render(<ModuleTiles />, { wrapper: TestProviders });

    expect(await screen.findByText('The modules could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
