import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import AddressMapDialog from '@/app/layout/footer/address-map-dialog';
import { CONFIG } from '@/test/fixtures/marketplace';

/** SPEC.md: the footer's address opens a map of the default location. */
const meta = {
  title: 'Shell/AddressMapDialog',
  component: AddressMapDialog,
  args: { open: true, address: CONFIG.address, center: CONFIG.default_location, onClose: fn() },
  parameters: { padded: false },
} satisfies Meta<typeof AddressMapDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
