import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import type { DeviceSession } from '@/features/account/api/sessions';
import { SignedInDevicesView } from '@/features/account/components/signed-in-devices-view';

/** The stories' clock: every "ago" is counted from here. */
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const SECONDS = NOW / 1000;

/** Three devices as GET /api/v1/customer/sessions answers them, the most recently used first. */
const DEVICES: DeviceSession[] = [
  { id: 'a1', device: 'Chrome on Windows', current: true, created_at: SECONDS - 40 * 86_400, last_used_at: SECONDS - 10 },
  { id: 'b2', device: 'Safari on iOS', current: false, created_at: SECONDS - 3 * 86_400, last_used_at: SECONDS - 2 * 3600 },
  { id: 'c3', device: 'Unknown device', current: false, created_at: SECONDS - 60 * 86_400, last_used_at: SECONDS - 21 * 86_400 },
];

const meta = {
  title: 'Account/SignedInDevices',
  component: SignedInDevicesView,
  args: { sessions: DEVICES, failed: false, onRetry: fn(), onSignOut: fn(), signingOut: null, onSignOutEverywhere: fn(), now: NOW },
} satisfies Meta<typeof SignedInDevicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralDevices: Story = {};
export const OnlyThisDevice: Story = { args: { sessions: DEVICES.slice(0, 1) } };
export const SigningOutOne: Story = { args: { signingOut: 'b2' } };
export const Loading: Story = { args: { sessions: undefined } };
export const Failed: Story = { args: { sessions: undefined, failed: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
