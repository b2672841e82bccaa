import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FlashSaleNote } from '@/features/catalogue/components/flash-sale-note';

const meta = {
  title: 'Catalogue/FlashSaleNote',
  component: FlashSaleNote,
  args: { item: { flash_sale: 1, flash_sale_ends: '2030-11-28 20:00', stock: 12 } },
} satisfies Meta<typeof FlashSaleNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Units left and the sale's end. */
export const Running: Story = {};
/** The sale's units are gone before its end. */
export const SoldOut: Story = { args: { item: { flash_sale: 1, flash_sale_ends: '2030-11-28 20:00', stock: 0 } } };
