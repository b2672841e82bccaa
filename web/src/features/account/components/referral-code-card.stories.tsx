import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReferralCodeCard } from '@/features/account/components/referral-code-card';

const meta = {
  title: 'Account/ReferralCodeCard',
  component: ReferralCodeCard,
  args: { code: 'DEMO2026' },
} satisfies Meta<typeof ReferralCodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
