import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SavedAddressList } from '@/features/addresses/components/saved-address-list';
import { ADDRESSES } from '@/test/fixtures/addresses';

/** SPEC.md's saved-address list: a radio per address, Select, at most 40% of the screen high. */
const meta = {
  title: 'Addresses/SavedAddressList',
  component: SavedAddressList,
  args: { loggedIn: true, addresses: ADDRESSES, selectedId: 11, onSelect: fn(), onAdd: fn(), onEdit: fn(), onDelete: fn(), onSignIn: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SavedAddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home, office and a named "other" address; the current one checked. */
export const Filled: Story = {};
export const FilledDark: Story = { globals: { theme: 'dark' } };
/** Many addresses: the list scrolls past 40vh. */
export const Long: Story = {
  args: { addresses: Array.from({ length: 4 }, (_, round) => ADDRESSES.map((address) => ({ ...address, id: address.id + round * 10 }))).flat() },
};
/** A store in zone 2: only the address there is offered. */
export const StoreZone: Story = { args: { storeZoneId: 2 } };
/** 'No saved addresses found to select.': none in the store's zone. */
export const NoneInStoreZone: Story = { args: { storeZoneId: 7 } };
/** 'You don’t have any saved address yet. please save address to continue' */
export const Empty: Story = { args: { addresses: [] } };
export const EmptyDark: Story = { args: { addresses: [] }, globals: { theme: 'dark' } };
/** 'To select from saved addresses, you need to sign in.' */
export const Guest: Story = { args: { loggedIn: false } };
/** The profile's list: no radios, no Select. */
export const Managing: Story = { args: { onSelect: undefined } };
export const Loading: Story = { args: { addresses: undefined } };
export const Failed: Story = { args: { addresses: undefined, failed: true, onRetry: fn() } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
