import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Price } from '@/features/catalogue/components/price';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Item } from '@/features/catalogue/types';
import { ITEMS } from '@/test/fixtures/catalogue';

function PriceStory({ item, size, unit }: { item: Item; size?: 'default' | 'large'; unit?: string | null }) {
  return <Price item={item} format={useCatalogueFormat()} size={size} unit={unit} />;
}

const meta = { title: 'Catalogue/Price', component: PriceStory, args: { item: ITEMS.plain } } satisfies Meta<typeof PriceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const PercentDiscount: Story = { args: { item: ITEMS.discount } };
export const AmountDiscount: Story = { args: { item: ITEMS.amountDiscount } };
export const Large: Story = { args: { item: ITEMS.discount, size: 'large' } };
export const French: Story = { args: { item: ITEMS.discount, size: 'large' }, globals: { locale: 'fr' } };
/** A vehicle rented by the hour: the unit the server names, translated. */
export const PerHour: Story = { args: { unit: 'hour' } };
export const PerHourFrench: Story = { args: { unit: 'hour' }, globals: { locale: 'fr' } };
/** A unit the storefront has no word for is shown as the server sends it. */
export const PerKilogram: Story = { args: { unit: 'kg' } };
