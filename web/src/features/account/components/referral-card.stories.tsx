import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReferralCard } from '@/features/account/components/referral-card';

const meta = {
  title: 'Account/ReferralCard',
  component: ReferralCard,
  args: {
    code: 'K7Q2M9XA4B',
    link: 'https://ruelle.example/?ref=K7Q2M9XA4B',
    reward: 5,
    friendDiscount: { amount: 10, type: 'percentage', validity: 30, validityUnit: 'day' },
    formatMoney: (amount: number) => `€${amount.toFixed(2)}`,
  },
} satisfies Meta<typeof ReferralCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Code: Story = {};
/** A fixed first-order discount, valid for a month. */
export const AmountDiscount: Story = { args: { friendDiscount: { amount: 10, type: 'amount', validity: 1, validityUnit: 'month' } } };
/** The marketplace gives the friend no discount. */
export const NoFriendDiscount: Story = { args: { friendDiscount: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
