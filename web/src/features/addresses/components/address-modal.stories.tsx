import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import { AddressModal } from '@/features/addresses/components/address-modal';
import { ADDRESSES } from '@/test/fixtures/addresses';
import { CHOSEN_LOCATION } from '@/test/fixtures/marketplace';
import { dialogsShown } from '@/test/story-play';

/**
 * SPEC.md's add-address modal: place search and map with a centre pin and zoom buttons (the
 * OpenStreetMap map here; grey with no tiles reachable), 'Label As', the form and its messages.
 */
const meta = {
  title: 'Addresses/AddressModal',
  component: AddressModal,
  args: {
    open: true,
    address: null,
    start: { lat: CHOSEN_LOCATION.lat, lng: CHOSEN_LOCATION.lng },
    contact: { name: 'Ada Lovelace', phone: '+33 6 12 34 56 78' },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  parameters: { padded: false },
} satisfies Meta<typeof AddressModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new address, starting at the delivery location with the customer's name and phone. */
export const Add: Story = {};
export const AddDark: Story = { globals: { theme: 'dark' } };
/** With SPEC.md's 'Save this Address' tick (checkout, where an address may be used once). */
export const WithSaveTick: Story = { args: { offerSaveTick: true } };
/** Editing a named "other" address: its label name shows. */
export const Edit: Story = { args: { address: ADDRESSES[2] } };
/** Nothing filled in: Save shows SPEC.md's messages. */
export const Empty: Story = {
  args: { contact: {} },
  play: async ({ userEvent }) => {
    // The modal is drawn over the page, outside the story's own element.
    const page = within(document.body);
    const save = await page.findByRole('button', { name: 'Save' });
    await dialogsShown();
    await userEvent.click(save);
    await page.findByText('Address is required');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
