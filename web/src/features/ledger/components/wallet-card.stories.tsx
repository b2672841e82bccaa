import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { WalletCard } from '@/features/ledger/components/wallet-card';

const meta = {
  title: 'Ledger/WalletCard',
  component: WalletCard,
  args: { balance: 42.5, formatMoney: (amount: number) => `€${amount.toFixed(2)}`, onAddFund: fn() },
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};
export const Loading: Story = { args: { balance: undefined } };
/** The marketplace takes no top-up (`add_fund_status` 0, or no gateway on). */
export const NoTopUp: Story = { args: { onAddFund: undefined } };
export const Empty: Story = { args: { balance: 0 } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
