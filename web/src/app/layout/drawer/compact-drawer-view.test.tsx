import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompactDrawerView } from '@/app/layout/drawer/compact-drawer-view';
import { i18n } from '@/shared/i18n';
import { TestProviders } from '@/test/providers';

function renderDrawer(storesLabel: string) {
  render(
    <CompactDrawerView
      open
      title="Ruelle"
      storesLabel={storesLabel}
      latestStores={[]}
      popularStores={[]}
      themeMode="light"
      language={null}
      loggedIn={false}
      placement="left"
      onNavigate={vi.fn()}
      onThemeModeChange={vi.fn()}
      onLogout={vi.fn()}
      onClose={vi.fn()}
    />,
    { wrapper: TestProviders },
  );
  return screen.findByRole('navigation', { name: 'Menu' });
}

describe('CompactDrawerView', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names the store lists with the module's word for its stores", async () => {
    const menu = await renderDrawer('restaurants');
    expect(within(menu).getByText('Latest restaurants')).toBeInTheDocument();
    expect(within(menu).getByText('Popular restaurants')).toBeInTheDocument();
  });

  it('says it in French with the French word the server publishes', async () => {
    await i18n.changeLanguage('fr');
    const menu = await renderDrawer('restaurants');
    expect(within(menu).getByText('Nouveautés : restaurants')).toBeInTheDocument();
    expect(within(menu).getByText('Restaurants populaires')).toBeInTheDocument();
  });
});
