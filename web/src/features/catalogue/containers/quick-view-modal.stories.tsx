import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import QuickViewModal from '@/features/catalogue/containers/quick-view-modal';
import { FOOD_DETAIL, ITEMS, SHOP_DETAIL } from '@/test/fixtures/catalogue';

/** The quick view as a card's Quick View opens it: the item comes from the (fake) API by id. */
const meta = {
  title: 'Catalogue/QuickView',
  component: QuickViewModal,
  args: { itemId: FOOD_DETAIL.id },
  parameters: { state: { module: 'food', location: true } },
} satisfies Meta<typeof QuickViewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Food: Story = {};
export const FoodDark: Story = { globals: { theme: 'dark' } };
export const Product: Story = { args: { itemId: SHOP_DETAIL.id }, parameters: { state: { module: 'ecommerce', location: true } } };
export const Prescription: Story = { args: { itemId: ITEMS.prescription.id }, parameters: { state: { module: 'pharmacy', location: true } } };
export const French: Story = { globals: { locale: 'fr' } };
