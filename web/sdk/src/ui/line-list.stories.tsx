import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LineList } from './line-list';

/** Lines of an order or a booked trip (the storefront's order page, rental's trips and trip drawer). */
const meta = {
  title: 'SDK/LineList',
  component: LineList,
  parameters: { padded: true },
  args: {
    lines: [
      { key: 1, name: 'Renault Clio', detail: '2 × $36.00 a day', end: <strong>$72.00</strong> },
      { key: 2, name: 'Peugeot 5008, seven seats, with a roof box for the luggage', detail: '1 × $58.00 a day', end: <strong>$58.00</strong> },
    ],
  },
} satisfies Meta<typeof LineList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
