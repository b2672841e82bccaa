import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TransactionList } from '@/features/ledger/components/transaction-list';
import type { Transaction } from '@/features/ledger/types';

/** Wallet entries as GET /api/v1/customer/wallet/transactions answers them, newest first. */
const WALLET: Transaction[] = [
  { id: 3, transaction_id: 'wallet-3', credit: 12.5, debit: 0, balance: 50, transaction_type: 'refund', reference: '7:order:7', created_at: '2026-11-01T11:00:00+00:00' },
  { id: 2, transaction_id: 'wallet-2', credit: 0, debit: 12.5, balance: 37.5, transaction_type: 'order_payment', reference: '7:order:7', created_at: '2026-11-01T10:00:00+00:00' },
  { id: 1, transaction_id: 'wallet-1', credit: 50, debit: 0, balance: 50, transaction_type: 'add_fund', reference: '7:pay:1', created_at: '2026-11-01T09:00:00+00:00' },
];

const POINTS: Transaction[] = [
  { id: 5, transaction_id: 'points-5', credit: 0, debit: 100, balance: 20, transaction_type: 'converted_to_wallet', reference: '7:conv:1', created_at: '2026-11-02T09:00:00+00:00' },
  { id: 4, transaction_id: 'points-4', credit: 120, debit: 0, balance: 120, transaction_type: 'order_earned', reference: '7:order:3', created_at: '2026-11-01T18:30:00+00:00' },
];

const meta = {
  title: 'Ledger/TransactionList',
  component: TransactionList,
  args: { account: 'wallet', transactions: WALLET, format: (amount: number) => `€${amount.toFixed(2)}` },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallet: Story = {};
export const Points: Story = { args: { account: 'points', transactions: POINTS, format: (amount: number) => String(amount) } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { format: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
