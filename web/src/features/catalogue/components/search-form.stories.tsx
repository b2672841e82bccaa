import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SearchForm } from '@/features/catalogue/components/search-form';

const meta = {
  title: 'Catalogue/SearchForm',
  component: SearchForm,
  args: { id: 'search-form-story', defaultValue: '', itemsLabel: 'items', onSearch: fn() },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form alone, as the plain search field draws it. */
export const Plain: Story = {};
const VEHICLE = 'Peugeot 208';

/** With something under the input, in one field with it (where the suggesting field lists suggestions). */
export const WithBelow: Story = {
  args: { defaultValue: 'pe', below: <div className="search-suggestions">{VEHICLE}</div> },
};
