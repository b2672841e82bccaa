import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReadMore } from '@/features/catalogue/components/read-more';
import { FOOD_DETAIL } from '@/test/fixtures/catalogue';

const meta = {
  title: 'Catalogue/ReadMore',
  component: ReadMore,
  args: { text: FOOD_DETAIL.description, limit: 130 },
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Longer than the product description's 130 characters: cut, with Read more. */
export const Clamped: Story = {};
/** Opened: the whole text and Show less. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Read more' }));
  },
};
export const Short: Story = { args: { text: 'Quinoa, roasted vegetables, herbs.' } };
