import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, within } from 'storybook/test';
import { PaymentChoice } from '@/features/checkout/components/payment-choice';
import type { PaymentOffer } from '@/features/checkout/model/payment-selection';
import { contrastRatio } from '@/test/contrast';

/** A signed-in customer in the demo marketplace: cash, wallet, the demo gateway and Stripe, partial payments. */
const OFFER: PaymentOffer = {
  cashOnDelivery: true,
  wallet: true,
  gateways: [
    { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' },
    { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: '' },
  ],
  partial: 'both',
};

const meta = {
  title: 'Checkout/PaymentChoice',
  component: PaymentChoice,
  args: {
    value: { method: 'cash_on_delivery', gateway: null, rest: 'cash_on_delivery' },
    onChange: fn(),
    offer: OFFER,
    figures: { walletBalance: 12.5, total: 27.86, walletPays: null, restToPay: null },
    formatPrice: (amount: number) => `€${amount.toFixed(2)}`,
  },
} satisfies Meta<typeof PaymentChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOnDelivery: Story = {};
/**
 * The quote refused the wallet: disabled, with the server's reason, which reads at 4.5:1 or more on the
 * page though the disabled option around it is greyed (its own colour, the text's).
 */
export const WalletRefused: Story = {
  args: { walletRefusal: 'Insufficient balance.' },
  play: async ({ canvasElement }) => {
    const reason = within(canvasElement).getByText('Insufficient balance.');
    // The ground is the story's canvas (the theme's page colour): the first ancestor with a colour of its own.
    let ground: Element | null = reason;
    while (ground && /^rgba\(.*,\s*0\)$|^transparent$/.test(getComputedStyle(ground).backgroundColor)) ground = ground.parentElement;
    const page = getComputedStyle(ground ?? document.body).backgroundColor;
    await expect(contrastRatio(getComputedStyle(reason).color, page, page)).toBeGreaterThanOrEqual(4.5);
  },
};
export const WalletRefusedDark: Story = { ...WalletRefused, globals: { theme: 'dark' } };
export const DigitalPayment: Story = { args: { value: { method: 'digital_payment', gateway: 'demo', rest: 'cash_on_delivery' } } };
/** The wallet pays what it holds (the quote's figures), the rest online through the chosen gateway. */
export const PartialPayment: Story = {
  args: {
    value: { method: 'partial_payment', gateway: 'stripe', rest: 'digital_payment' },
    figures: { walletBalance: 12.5, total: 27.86, walletPays: 12.5, restToPay: 15.36 },
  },
};
/** A guest: cash on delivery and the gateways, no wallet. */
export const Guest: Story = { args: { offer: { ...OFFER, wallet: false, partial: null }, figures: undefined } };
/** Cash on delivery turned off and no gateway on. */
export const NoneAvailable: Story = { args: { offer: { cashOnDelivery: false, wallet: false, gateways: [], partial: null }, value: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatPrice: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' }, args: PartialPayment.args };
