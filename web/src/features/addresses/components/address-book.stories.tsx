import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { AddressBook, MyAddresses } from '@/features/addresses/components/address-book';
import { ADDRESSES } from '@/test/fixtures/addresses';

const SIGNED_IN = { '/api/v1/customer/address/list': { addresses: ADDRESSES }, '/api/v1/customer/info': { f_name: 'Ada', l_name: 'Lovelace', phone: '+33 6 12 34 56 78' } };

/** The customer's address book over the API: pick, add, edit and delete (the location picker and the profile show it). */
const meta = {
  title: 'Addresses/AddressBook',
  component: AddressBook,
  args: { onPick: fn(), selectedId: 11 },
  parameters: { state: { loggedIn: true, location: true }, api: SIGNED_IN },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picking: Story = {};
export const PickingDark: Story = { globals: { theme: 'dark' } };
export const NoAddressYet: Story = { parameters: { api: { ...SIGNED_IN, '/api/v1/customer/address/list': { addresses: [] } } } };
export const Guest: Story = { parameters: { state: {} } };
/** The profile's section. */
export const ProfileSection: StoryObj = { render: () => <MyAddresses /> };
