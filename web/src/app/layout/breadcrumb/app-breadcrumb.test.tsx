import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AppBreadcrumb from '@/app/layout/breadcrumb/app-breadcrumb';
import { i18n } from '@/shared/i18n';
import { MODULES } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

const module = MODULES[0]!;

function renderAt(path: string, shown = module) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppBreadcrumb
          moduleName={shown.module_name}
          moduleType={shown.module_type}
          homeCrumb={null}
          storeLabel={shown.labels.store}
          businessName="Ruelle"
        />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('AppBreadcrumb', () => {
  it('is a named navigation list: the module links home, the page is the current one', () => {
    renderAt('/checkout?page=cart');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([module.module_name, '/Checkout']);
    const home = within(nav).getByRole('link', { name: module.module_name });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).not.toHaveAttribute('aria-current');
    expect(within(items[1]!).getByText('Checkout')).toHaveAttribute('aria-current', 'page');
    // The separator is drawn, not read.
    expect(within(items[1]!).getByText('/')).toHaveAttribute('aria-hidden', 'true');
  });

  it("on the module's home, the module's link is the current page", () => {
    renderAt('/home');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: module.module_name })).toHaveAttribute('aria-current', 'page');
  });

  describe('on a store page', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it("names the page with the module's word for a store", () => {
      const food = MODULES.find((m) => m.labels.store === 'restaurant')!;
      renderAt('/store/smash-club', food);
      const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(nav).getByText('Restaurant')).toHaveAttribute('aria-current', 'page');
      expect(within(nav).queryByText('Store')).toBeNull();
    });

    it('capitalises the word the server publishes in French', async () => {
      await i18n.changeLanguage('fr');
      const food = MODULES.find((m) => m.labels.store === 'restaurant')!;
      renderAt('/store/smash-club', { ...food, module_name: 'Restauration', labels: { ...food.labels, store: 'restaurant' } });
      const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
      expect(within(nav).getByText('Restaurant')).toHaveAttribute('aria-current', 'page');
      expect(within(nav).queryByText('Magasin')).toBeNull();
    });
  });
});
