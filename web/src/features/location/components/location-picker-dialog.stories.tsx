import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import LocationPickerDialog from '@/features/location/components/location-picker-dialog';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { dialogsShown } from '@/test/story-play';
import type { StoryStore } from '@/test/story-providers';

/** Open the picker as the app does, through its atom. */
const opened = (reason: 'required' | 'change') => (store: StoryStore) => store.set(locationPickerAtom, { open: true, reason });

/** The dialog over the (fake) configuration, place search, geocoder and zone lookup. */
const meta = {
  title: 'Location/LocationPickerDialog',
  component: LocationPickerDialog,
  args: { reload: fn() },
  parameters: { state: { init: opened('change') } },
} satisfies Meta<typeof LocationPickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the marketplace's default location. */
export const FirstVisit: Story = {};
/** Opened from the header with a stored location. */
export const ChangeLocation: Story = { parameters: { state: { module: 'food', location: true, init: opened('change') } } };
/** Opened by an add to cart without a location: the location alert on top. */
export const Required: Story = { parameters: { state: { module: 'grocery', init: opened('required') } } };
/** Typing a street: the predictions come from the server's place search. */
export const Searching: Story = {
  play: async ({ userEvent }) => {
    // The dialog is drawn over the page, outside the story's own element.
    const page = within(document.body);
    const search = await page.findByRole('combobox');
    await dialogsShown();
    await userEvent.type(search, 'Rue Montorgueil');
    await page.findAllByText('75002 Paris, France', {}, { timeout: 5000 });
  },
};
export const Dark: Story = {
  parameters: { state: { module: 'food', location: true, init: opened('change') } },
  globals: { theme: 'dark' },
};
