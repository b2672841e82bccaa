import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Component as Home } from '@/app/routes/catalogue/home';
import { Component as Product } from '@/app/routes/catalogue/product';
import { Component as Store } from '@/app/routes/catalogue/store';
import { SHOP_DETAIL, STORES } from '@/test/fixtures/catalogue';

/** A catalogue page at its route, over the (fake) API: the page's real data hooks and sections. */
function PageStory({ page: Page, path }: { page: ComponentType; path: string }) {
  return (
    <div className="app-width">
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </div>
  );
}

const meta = {
  title: 'Catalogue/Pages',
  component: PageStory,
  args: { page: Home, path: '/home' },
  parameters: { route: '/home', state: { module: 'food', location: true } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {};
export const HomePageDark: Story = { globals: { theme: 'dark' } };
export const HomePageFrench: Story = { globals: { locale: 'fr' } };
/** No module chosen yet: the page asks for one. */
export const HomeWithoutModule: Story = { parameters: { route: '/home', state: { location: true } } };

const storeRoute = `/store/${STORES.food.slug}?id=${STORES.food.slug}&module_id=1&module_type=food&store_zone_id=1`;
export const StorePage: Story = { args: { page: Store, path: '/store/:id' }, parameters: { route: storeRoute } };
export const StorePageDark: Story = { ...StorePage, globals: { theme: 'dark' } };

const productRoute = `/product/${SHOP_DETAIL.id}?id=${SHOP_DETAIL.slug}&module_id=4`;
export const ProductPage: Story = {
  args: { page: Product, path: '/product/:id' },
  parameters: { route: productRoute, state: { module: 'ecommerce', location: true } },
};
export const ProductPageDark: Story = { ...ProductPage, globals: { theme: 'dark' } };
