import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import AddFundDialog from '@/features/ledger/components/add-fund-dialog';
import type { WalletBonus } from '@/features/ledger/types';
import { dialogsShown } from '@/test/story-play';

/** The running bonuses as GET /api/v1/customer/wallet/bonuses answers them. */
const BONUSES: WalletBonus[] = [
  { id: 1, title: 'Autumn top-up', description: 'Add more, get more', bonus_type: 'percentage', bonus_amount: 10, minimum_add_amount: 20, maximum_bonus_amount: 15, start_date: '2026-11-01', end_date: '2026-12-31' },
  { id: 2, title: 'Big top-up', description: '', bonus_type: 'amount', bonus_amount: 5, minimum_add_amount: 50, maximum_bonus_amount: 0, start_date: '2026-11-01', end_date: '2027-01-31' },
];

const meta = {
  title: 'Ledger/AddFundDialog',
  component: AddFundDialog,
  args: {
    open: true,
    bonuses: BONUSES,
    gateways: [
      { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' },
      { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: '' },
    ],
    formatMoney: (amount: number) => `€${amount.toFixed(2)}`,
    busy: false,
    error: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddFundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOffers: Story = {};
/** An amount typed that one offer applies to: the dialog names the bonus it earns. */
export const AmountEarnsBonus: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const amount = await page.findByRole('spinbutton', { name: 'Amount' });
    await dialogsShown();
    await userEvent.type(amount, '30');
    await page.findByText('Autumn top-up', { selector: 'bdi.bonus-earned__title' });
  },
};
/** An amount both offers apply to: the best of them is the server's to compute, so no figure. */
export const SeveralOffersApply: Story = {
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const amount = await page.findByRole('spinbutton', { name: 'Amount' });
    await dialogsShown();
    await userEvent.type(amount, '60');
    await page.findByText('Several offers apply to this amount: the best of them is added with your top-up.');
  },
};
export const NoOffer: Story = { args: { bonuses: [] } };
export const Sending: Story = { args: { busy: true } };
/** A refusal that names no field, in the server's words. */
export const Refused: Story = { args: { error: 'Adding funds is not available.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
