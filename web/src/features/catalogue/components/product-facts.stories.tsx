import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProductFacts } from '@/features/catalogue/components/product-facts';

const meta = {
  title: 'Catalogue/ProductFacts',
  component: ProductFacts,
  args: {
    item: {
      extra: {},
      nutritions_name: ['Calories 780 kcal', 'Protein 38 g', 'Fat 42 g'],
      allergies_name: ['Gluten', 'Milk'],
    },
  },
} satisfies Meta<typeof ProductFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dish: its nutrition details and allergic ingredients. */
export const Dish: Story = {};
/** A shop product: its brand. */
export const Product: Story = { args: { item: { extra: { brand: 'Sonora' }, nutritions_name: [], allergies_name: [] } } };
