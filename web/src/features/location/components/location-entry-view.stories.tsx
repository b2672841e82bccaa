import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { LocationEntryView } from '@/features/location/components/location-entry-view';
import { PREDICTIONS } from '@/test/fixtures/marketplace';

const SEARCH = { chosen: null, predictions: [], loading: false, searched: false, onSearch: fn(), onChoose: fn() };

/** The location entry of the landing page's hero, in each state it can be in. */
const meta = {
  title: 'Location/LocationEntryView',
  component: LocationEntryView,
  args: { search: SEARCH, locating: false, checking: false, onLocate: fn(), problem: null },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof LocationEntryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyDark: Story = { globals: { theme: 'dark' } };
/** A place found by the search, its delivery zone being checked. */
export const Checking: Story = { args: { search: { ...SEARCH, chosen: PREDICTIONS[0] ?? null }, checking: true } };
export const Locating: Story = { args: { locating: true } };
/** The place is outside every delivery zone: nothing saved, another address asked for. */
export const OutsideZones: Story = {
  args: { problem: { title: 'Service not available in this area', text: 'We deliver only inside our zones: try another address. Nothing was saved.' } },
};
