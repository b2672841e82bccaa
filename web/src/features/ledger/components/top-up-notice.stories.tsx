import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { TopUpNotice } from '@/features/ledger/components/top-up-notice';

const meta = {
  title: 'Ledger/TopUpNotice',
  component: TopUpNotice,
  args: { notice: 'added', onClose: fn() },
} satisfies Meta<typeof TopUpNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Added: Story = {};
/** The gateway took the payment; the wallet waits for its confirmation. */
export const Waiting: Story = { args: { notice: 'waiting' } };
export const Declined: Story = { args: { notice: 'declined' } };
export const Abandoned: Story = { args: { notice: 'abandoned' } };
export const Expired: Story = { args: { notice: 'expired' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { notice: 'waiting' } };
export const French: Story = { globals: { locale: 'fr' }, args: { notice: 'declined' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
