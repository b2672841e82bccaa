import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ItemFilterChips } from '@/features/catalogue/components/item-filter-chips';
import { POLICIES } from '@/test/fixtures/marketplace';

/** The chips holding their own choice, as a list page does. */
function Chips({ offered, initial = [] }: { offered: string[]; initial?: string[] }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  return <ItemFilterChips offered={offered} chosen={chosen} onChange={setChosen} />;
}

const meta = {
  title: 'Catalogue/ItemFilterChips',
  component: Chips,
  args: { offered: POLICIES.food.item_filters },
} satisfies Meta<typeof Chips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Food's filters: Veg, Non Veg and Halal. */
export const Food: Story = {};
/** Veg chosen: tapping Non Veg lets Veg go. */
export const VegThenNonVeg: Story = {
  args: { initial: ['veg', 'halal'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Non Veg' }));
  },
};
/** Grocery's one filter: Organic. */
export const Grocery: Story = { args: { offered: POLICIES.grocery.item_filters } };
