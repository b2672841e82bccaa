import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import SearchSuggestionList from '@/features/catalogue/components/search-suggestion-list';
import { picture } from '@/test/fixtures/pictures';

const SUGGESTIONS = [
  { key: 'vehicle-1', label: 'Peugeot 208', detail: 'Paris Rent', imageUrl: picture('Peugeot 208', '#0b7285', 80), to: '/product/1' },
  { key: 'vehicle-2', label: 'Peugeot 5008 with a name long enough to be cut at the end of the list', detail: 'Lyon Car Hire', to: '/product/2' },
  { key: 'vehicle-3', label: 'Peugeot e-208', to: '/product/3' },
];

/** The search box's suggestion list, as it opens under the field (positioned by the field's box). */
const meta = {
  title: 'Catalogue/SearchSuggestionList',
  component: SearchSuggestionList,
  args: { id: 'story-suggestions', suggestions: SUGGESTIONS, active: -1, onPick: fn() },
  decorators: [(Story) => <div className="search-box__field" style={{ maxWidth: 480, height: 40 }}><Story /></div>],
} satisfies Meta<typeof SearchSuggestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {};
/** The second one reached with the arrow keys. */
export const Active: Story = { args: { active: 1 } };
export const Dark: Story = { globals: { theme: 'dark' } };
