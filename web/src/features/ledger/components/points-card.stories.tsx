import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PointsCard } from '@/features/ledger/components/points-card';

const meta = {
  title: 'Ledger/PointsCard',
  component: PointsCard,
  args: { points: 1250, exchangeRate: 100, minimum: 200, formatMoney: (amount: number) => `€${amount.toFixed(2)}`, onConvert: fn() },
} satisfies Meta<typeof PointsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Points: Story = {};
export const Loading: Story = { args: { points: undefined } };
/** Fewer points than the minimum: the conversion waits, and says why. */
export const UnderMinimum: Story = { args: { points: 120 } };
/** The wallet is off: nothing to convert into. */
export const NoWallet: Story = { args: { onConvert: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
