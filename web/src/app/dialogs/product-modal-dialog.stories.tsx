import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import ProductModalDialog from '@/app/dialogs/product-modal-dialog';
import { productModalAtom } from '@/features/cart/state';
import type { CartLine, Item } from '@/features/cart/types';
import { BURGER_LINE, cartLine } from '@/test/fixtures/cart';
import { FOOD_DETAIL, ITEMS, SHOP_DETAIL } from '@/test/fixtures/catalogue';
import type { StoryState } from '@/test/story-providers';

/** The product modal the cart opens, for `item` (or editing `line`) in a module of `module` type. */
const opened = (module: string, item: Item, line: CartLine | null = null): StoryState => ({
  module,
  location: true,
  init: (store) => store.set(productModalAtom, { item, line }),
});

const meta = {
  title: 'Cart/ProductModal',
  component: ProductModalDialog,
  parameters: { state: opened('food', FOOD_DETAIL) },
} satisfies Meta<typeof ProductModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The food module's variant modal (web-verticals/food): groups, the multi hint, 'free', add-ons, price. */
export const FoodVariantModal: Story = {};
export const FoodVariantModalDark: Story = { globals: { theme: 'dark' } };
/** Editing a food cart line: its options chosen, Update To Cart. */
export const FoodVariantModalEditingLine: Story = {
  parameters: { state: opened('food', FOOD_DETAIL, BURGER_LINE), api: { '/api/v1/customer/cart/list': [BURGER_LINE] } },
};
export const FoodVariantModalFrench: Story = { globals: { locale: 'fr' } };
/** The general modal (every other module): choice options as buttons, quantity, price, Add to Cart. */
export const GeneralProductModal: Story = { parameters: { state: opened('ecommerce', SHOP_DETAIL) } };
export const GeneralProductModalDark: Story = { parameters: { state: opened('ecommerce', SHOP_DETAIL) }, globals: { theme: 'dark' } };
/** Editing a grocery line from the cart. */
export const GeneralProductModalEditingLine: Story = {
  parameters: { state: opened('grocery', ITEMS.discount, cartLine(1, ITEMS.discount, 2)) },
};
export const GeneralProductModalRightToLeft: Story = { parameters: { state: opened('ecommerce', SHOP_DETAIL) }, globals: { locale: 'ar' } };
