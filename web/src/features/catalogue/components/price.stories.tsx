import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Price } from '@/features/catalogue/components/price';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Item } from '@/features/catalogue/types';
import { ITEMS } from '@/test/fixtures/catalogue';

function PriceStory({ item, size }: { item: Item; size?: 'default' | 'large' }) {
  return <Price item={item} format={useCatalogueFormat()} size={size} />;
}

const meta = { title: 'Catalogue/Price', component: PriceStory, args: { item: ITEMS.plain } } satisfies Meta<typeof PriceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const PercentDiscount: Story = { args: { item: ITEMS.discount } };
export const AmountDiscount: Story = { args: { item: ITEMS.amountDiscount } };
export const Large: Story = { args: { item: ITEMS.discount, size: 'large' } };
export const French: Story = { args: { item: ITEMS.discount, size: 'large' }, globals: { locale: 'fr' } };
