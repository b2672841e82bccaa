import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { WishlistDrawerView } from '@/features/wishlist/components/wishlist-drawer-view';
import { EMPTY_WISHLIST } from '@/features/wishlist/model/wishlist';
import type { Wishlist } from '@/features/wishlist/types';
import { ITEMS, STORES } from '@/test/fixtures/catalogue';

const FILLED: Wishlist = {
  item: [ITEMS.recommended, ITEMS.veg, ITEMS.everyBadge],
  store: [STORES.food, STORES.discounted],
};

/** The price as the catalogue shows it (the app passes the catalogue's Price). */
const price = (item: { price: number }) => `€${item.price.toFixed(2)}`;

/** SPEC.md's wishlist drawer: the module's items and stores tabs (a food module: foods and restaurants). */
const meta = {
  title: 'Wishlist/WishlistDrawer',
  component: WishlistDrawerView,
  args: {
    open: true,
    itemsLabel: 'foods',
    storesLabel: 'restaurants',
    wishlist: FILLED,
    renderPrice: price,
    onClose: fn(),
    onOpenItem: fn(),
    onOpenStore: fn(),
    onRemove: fn(),
  },
  parameters: { padded: false },
} satisfies Meta<typeof WishlistDrawerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items tab with favourites: picture, name, store, price and a delete button that asks first. */
export const Items: Story = {};
export const ItemsDark: Story = { globals: { theme: 'dark' } };
/** The stores tab with favourites. */
export const Stores: Story = { args: { defaultTab: 'stores' } };
/** 'No favourite foods found'. */
export const EmptyItems: Story = { args: { wishlist: EMPTY_WISHLIST } };
/** 'No favourite restaurants found'. */
export const EmptyStores: Story = { args: { wishlist: EMPTY_WISHLIST, defaultTab: 'stores' } };
export const EmptyDark: Story = { args: { wishlist: EMPTY_WISHLIST }, globals: { theme: 'dark' } };
/** A grocery module's words: items and stores. */
export const OtherModule: Story = { args: { itemsLabel: 'items', storesLabel: 'stores', wishlist: { item: [ITEMS.plain, ITEMS.discount], store: [STORES.closed] } } };
export const Loading: Story = { args: { wishlist: undefined } };
export const Failed: Story = { args: { wishlist: undefined, failed: true, onRetry: fn() } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
