import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { CartApiProvider, type CartApi } from './cart-api';
import { FoodVariationGroups } from './food-variation-group';
import { BURGER } from './fixtures.test-data';
import { useProductChoice } from './use-product-choice';

/** An empty cart that saves nothing: enough for the groups to be chosen from. */
const EMPTY_CART: CartApi = {
  lines: [],
  formatPrice: (amount) => `€${amount.toFixed(2)}`,
  save: async () => true,
  warn: fn(),
  pending: false,
};

/** A burger's groups bound to a live choice: a required single group and a multi group of at most 2. */
function BurgerGroups() {
  const choice = useProductChoice(BURGER);
  return <FoodVariationGroups groups={BURGER.food_variations} choice={choice} />;
}

const meta = {
  title: 'Cart/FoodVariationGroups',
  component: BurgerGroups,
  decorators: [
    (Story) => (
      <CartApiProvider value={EMPTY_CART}>
        <Story />
      </CartApiProvider>
    ),
  ],
} satisfies Meta<typeof BurgerGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
