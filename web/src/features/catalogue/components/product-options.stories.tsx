import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProductOptions } from '@/features/catalogue/components/product-options';
import { useCatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import type { Item } from '@/features/catalogue/types';
import { FOOD_DETAIL, SHOP_DETAIL } from '@/test/fixtures/catalogue';

function OptionsStory({ item }: { item: Item }) {
  return <ProductOptions item={item} format={useCatalogueFormat()} />;
}

const meta = { title: 'Catalogue/ProductOptions', component: OptionsStory, args: { item: FOOD_DETAIL } } satisfies Meta<typeof OptionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Food variation groups (one required single choice, one multi choice) and add-ons. */
export const FoodVariations: Story = {};
/** Choice options of an ecommerce product. */
export const ChoiceOptions: Story = { args: { item: SHOP_DETAIL } };
