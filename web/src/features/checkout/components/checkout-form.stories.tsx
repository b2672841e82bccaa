import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import type { Quote } from '@/features/checkout/types';
import { PENDING } from '@/test/story-api';

const QUOTE: Quote = {
  store_id: 3,
  subtotal: 24.5,
  item_discount: 1.2,
  store_discount: 0,
  coupon_discount: 0,
  tax: 1.16,
  tax_included: false,
  delivery_fee: 3.4,
  extra_fee: 0,
  extra_fee_name: "Service charge",
  total: 27.86,
  distance_km: 1.8,
  free_delivery_over: 40,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 0,
  wallet_pays: 0,
  rest_to_pay: 27.86,
  cashback: 0,
  referral_discount: 0,
};

const meta = {
  title: 'Checkout/CheckoutForm',
  component: CheckoutForm,
  parameters: { api: { '/api/v1/customer/order/quote': QUOTE } },
  args: {
    moduleId: 2,
    guestId: 'story-guest',
    storeId: 3,
    cartSignature: '1x2',
    orderType: 'delivery',
    onOrderTypeChange: fn(),
    offeredTypes: ['delivery', 'take_away'],
    days: [
      {
        day: { year: 2026, month: 10, day: 26 },
        offset: 0,
        slots: [
          { at: null, clock: null, day: '2026-11-26' },
          { at: new Date('2026-11-26T20:30:00+01:00'), clock: '20:30', day: '2026-11-26' },
          { at: new Date('2026-11-26T21:00:00+01:00'), clock: '21:00', day: '2026-11-26' },
        ],
      },
      { day: { year: 2026, month: 10, day: 27 }, offset: 1, slots: [{ at: new Date('2026-11-27T09:00:00+01:00'), clock: '09:00', day: '2026-11-27' }] },
    ],
    scheduled: true,
    cashOnDelivery: true,
    destinationSection: null,
    destination: {
      address: '35 Rue Montorgueil, 75002 Paris',
      latitude: 48.8645,
      longitude: 2.347,
      contact_person_name: 'Grace Hopper',
      contact_person_number: '+33 6 11 22 33 44',
    },
    missing: null,
    formatPrice: (amount: number) => `€${amount.toFixed(2)}`,
    onPlaced: fn(),
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** The quote on its way. */
export const Pricing: Story = { parameters: { api: { '/api/v1/customer/order/quote': PENDING } } };
/** The quote's refusal: over the cash-on-delivery maximum. */
export const Refused: Story = {
  parameters: {
    api: {
      '/api/v1/customer/order/quote': {
        ...QUOTE,
        refusals: [{ code: 'payment_method', message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method' }],
      },
    },
  },
};
/** Under the store's minimum order: the server's missing amount shows by the disabled Place order. */
export const UnderMinimum: Story = {
  parameters: {
    api: {
      '/api/v1/customer/order/quote': {
        ...QUOTE,
        minimum_order: 20,
        missing_for_minimum: 15.2,
        refusals: [{ code: 'minimum_order', message: 'The minimum order at this store is 20.00; add 15.20 more to order.' }],
      },
    },
  },
};
/**
 * A customer whose wallet holds less than the total: the wallet is disabled with the server's words
 * before it is picked, partial payment is offered; picked, the place-order bar shows the quote's rest
 * (left to pay on delivery), the total staying in the breakdown.
 */
export const WalletPaysAPart: Story = {
  args: { guestId: undefined, payments: { wallet: true, gateways: [], partial: 'cod' } },
  parameters: { api: { '/api/v1/customer/order/quote': { ...QUOTE, wallet_balance: 10, wallet_pays: 10, rest_to_pay: 17.86 } } },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('radio', { name: /Wallet and another method/ }));
    await page.findByText('€17.86', { selector: '.place-order-bar strong' });
  },
};
export const WalletPaysAPartDark: Story = { ...WalletPaysAPart, globals: { theme: 'dark' } };
/** A guest without contact info yet. */
export const NoContact: Story = { args: { destination: null, missing: 'contact' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
