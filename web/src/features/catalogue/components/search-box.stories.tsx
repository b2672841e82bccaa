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

const VEHICLES = [
  { key: 'vehicle-1', label: 'Peugeot 208', detail: 'Paris Rent', to: '/product/1' },
  { key: 'vehicle-2', label: 'Peugeot 5008', detail: 'Paris Rent', to: '/product/2' },
];
/** A module whose web-vertical suggests while typing (rental's vehicles): type two letters to see them. */
export const WithSuggestions: Story = {
  args: { itemsLabel: 'vehicles', suggest: async (text: string) => VEHICLES.filter((v) => v.label.toLowerCase().includes(text.toLowerCase())), onPick: fn() },
};
