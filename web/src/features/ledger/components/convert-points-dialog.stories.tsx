import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import ConvertPointsDialog from '@/features/ledger/components/convert-points-dialog';

const meta = {
  title: 'Ledger/ConvertPointsDialog',
  component: ConvertPointsDialog,
  args: {
    open: true,
    points: 1250,
    minimum: 200,
    exchangeRate: 100,
    formatMoney: (amount: number) => `€${amount.toFixed(2)}`,
    busy: false,
    error: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConvertPointsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Convert: Story = {};
export const Sending: Story = { args: { busy: true } };
export const Refused: Story = { args: { error: 'Loyalty points are not available.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
