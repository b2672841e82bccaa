import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SearchBox } from '@/features/catalogue/components/search-box';

const meta = {
  title: 'Catalogue/SearchBox',
  component: SearchBox,
  args: { itemsLabel: 'foods', onSearch: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: 'burger' } };
export const French: Story = { args: { itemsLabel: 'plats' }, globals: { locale: 'fr' } };
