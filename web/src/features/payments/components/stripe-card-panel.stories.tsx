import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { StripeCardPanel } from '@/features/payments/components/stripe-card-panel';
import type { StripePayment } from '@/features/payments/types';

/** A payment as GET /api/v1/payments/stripe/{token} answers it. */
const ORDER: StripePayment = {
  amount: 27.86,
  currency_code: 'EUR',
  purpose: 'order',
  order_id: 100042,
  status: 'pending',
  return_url: '/my-orders/100042',
  client_secret: 'pi_3Q_secret_story',
  publishable_key: 'pk_test_story',
  stripe_js_url: 'https://js.stripe.com/v3/',
};

/** Stands in for the card form Stripe.js draws in its own frame. */
const CARD_FORM = <span style={{ color: 'var(--ant-color-text-tertiary)' }}>1234 1234 1234 1234 · MM / YY · CVC</span>;

const meta = {
  title: 'Payments/StripeCardPanel',
  component: StripeCardPanel,
  args: {
    payment: ORDER,
    formatMoney: (amount: number) => `€${amount.toFixed(2)}`,
    cardField: CARD_FORM,
    loading: false,
    paying: false,
    refusal: null,
    scriptFailed: false,
    onPay: fn(),
    onReloadScript: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof StripeCardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {};
export const TopUp: Story = { args: { payment: { ...ORDER, purpose: 'add_fund', order_id: null, amount: 50, return_url: '/wallet?payment=pending' } } };
/** Stripe.js is still on its way: the form's place waits under a spinner. */
export const LoadingCardForm: Story = { args: { loading: true, cardField: null } };
export const Paying: Story = { args: { paying: true } };
/** Stripe refused the card: its reason, that nothing was taken, and the button tries again. */
export const Declined: Story = { args: { refusal: 'Your card was declined.' } };
export const RefusedWithoutReason: Story = { args: { refusal: '' } };
export const CardFormUnavailable: Story = { args: { scriptFailed: true } };
/** Already paid: it says so and leads back, with no card form. */
export const Succeeded: Story = { args: { payment: { ...ORDER, status: 'succeeded', client_secret: null } } };
export const Expired: Story = { args: { payment: { ...ORDER, status: 'expired', client_secret: null } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { refusal: 'Votre carte a été refusée.', formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` },
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
