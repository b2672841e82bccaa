import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import { CompactDrawerView, type DrawerStoreLink } from '@/app/layout/drawer/compact-drawer-view';
import LanguageSwitch from '@/app/layout/language-switch';
import { picture } from '@/test/fixtures/pictures';
import { dialogsShown } from '@/test/story-play';

const NAMES = ['Paname Burger', 'Sakura Sushi', 'Green Leaf Café', 'Le Petit Bistro', 'Pho 13', 'Pizza Napoli', 'Taco Loco', 'Curry House', 'Crêperie Bretonne', 'Bagel Corner'];
const stores = (names: string[]): DrawerStoreLink[] =>
  names.map((name, index) => ({ href: `/store/${index + 1}`, name, logoUrl: picture(name, '#364fc7', 48) }));

/** The drawer itself, fed directly: ten stores per list (SPEC.md: up to 10, then View all). */
const meta = {
  title: 'Shell/CompactDrawerView',
  component: CompactDrawerView,
  args: {
    open: true,
    title: 'Ruelle',
    storesLabel: 'restaurants',
    latestStores: stores(NAMES),
    popularStores: stores([...NAMES].reverse()),
    themeMode: 'light',
    language: <LanguageSwitch />,
    loggedIn: true,
    placement: 'left',
    onNavigate: fn(),
    onThemeModeChange: fn(),
    onLogout: fn(),
    onClose: fn(),
  },
  parameters: { padded: false },
} satisfies Meta<typeof CompactDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};
export const Guest: Story = { args: { loggedIn: false } };
/** Ten popular restaurants (the food module's word for its stores), then View all. */
export const PopularStoresOpen: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const popular = await page.findByText('Popular restaurants');
    await dialogsShown();
    await userEvent.click(popular);
    await page.findAllByText('Bagel Corner');
  },
};
export const Dark: Story = { args: { themeMode: 'dark' }, globals: { theme: 'dark' } };
/** Right to left: the drawer opens from the right. */
export const RightToLeft: Story = { args: { placement: 'right' }, globals: { locale: 'ar' } };
/** A module calling its stores stores (grocery). */
export const GroceryWords: Story = { args: { storesLabel: 'stores' } };
export const NoStoresYet: Story = { args: { latestStores: [], popularStores: [] } };
