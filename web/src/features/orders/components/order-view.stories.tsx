import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { OrderView } from '@/features/orders/components/order-view';
import { PayNow } from '@/features/orders/components/pay-now';
import type { Order } from '@/features/orders/types';

const ORDER: Order = {
  id: 100042,
  order_status: 'processing',
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  payment_status: 'unpaid',
  wallet_paid: 0,
  left_to_pay: 25.42,
  referral_discount: 0,
  delivery_man: null,
  is_reviewed: false,
  store_id: 3,
  store_name: 'Green Leaf Café',
  module_id: 2,
  created_at: '2026-11-26T08:00:00Z',
  schedule_at: null,
  order_amount: 25.42,
  subtotal: 24.5,
  item_discount: 1.2,
  store_discount: 0,
  coupon_discount: 2.33,
  tax: 1.05,
  delivery_fee: 3.4,
  extra_fee: 0,
  extra_fee_name: null,
  coupon_code: 'WELCOME10',
  details_count: 2,
  cancellation_reason: null,
  delivery_address: {
    address: '35 Rue Montorgueil, 75002 Paris',
    latitude: 48.8645,
    longitude: 2.347,
    contact_person_name: 'Grace Hopper',
    contact_person_number: '+33 6 11 22 33 44',
    road: null,
    house: '4B',
    floor: null,
  },
  status_history: [
    { status: 'pending', at: '2026-11-26T08:00:00Z' },
    { status: 'confirmed', at: '2026-11-26T08:00:20Z' },
    { status: 'processing', at: '2026-11-26T08:00:40Z' },
  ],
};

const LINES = [
  { id: 1, item_id: 7, item_name: 'Lemons', image_full_url: null, quantity: 3, price: 6, unit_price: 2, variation: [], add_ons: [] },
  { id: 2, item_id: 8, item_name: 'Sourdough bread', image_full_url: null, quantity: 1, price: 18.5, unit_price: 18.5, variation: [], add_ons: [] },
];

const meta = {
  title: 'Orders/OrderView',
  component: OrderView,
  args: {
    order: ORDER,
    lines: LINES,
    taxIncluded: false,
    formatPrice: (amount: number) => `€${amount.toFixed(2)}`,
    formatMoment: (iso: string) => new Date(iso).toUTCString().slice(5, 22),
    onCancel: fn(),
  },
} satisfies Meta<typeof OrderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
/** Still pending: the cancel button shows. */
export const Cancelable: Story = { args: { order: { ...ORDER, order_status: 'pending', status_history: ORDER.status_history?.slice(0, 1) } } };
export const Canceled: Story = {
  args: { order: { ...ORDER, order_status: 'canceled', left_to_pay: 0, cancellation_reason: 'I ordered by mistake', status_history: [...(ORDER.status_history ?? []).slice(0, 1), { status: 'canceled', at: '2026-11-26T08:02:00Z' }] } },
};
export const TakeAway: Story = { args: { order: { ...ORDER, order_type: 'take_away', delivery_fee: 0 } } };
/** The note the customer wrote for the store at checkout. */
export const WithNote: Story = { args: { order: { ...ORDER, order_note: 'Ring twice, the bell is broken.\nLeave it with the concierge if I am out.' } } };
/** Paid online, confirmed by the gateway. */
export const PaidOnline: Story = { args: { order: { ...ORDER, payment_method: 'digital_payment', payment_status: 'paid', left_to_pay: 0 } } };
/** The wallet paid part, the rest is left to pay on delivery. */
export const PartiallyPaid: Story = {
  args: { order: { ...ORDER, payment_method: 'partial_payment', payment_status: 'partially_paid', wallet_paid: 10, left_to_pay: 15.42 } },
};
/** The wallet paid part, the rest goes through a gateway that has not confirmed it yet: left to pay online. */
export const PartiallyPaidOnline: Story = {
  args: { order: { ...ORDER, payment_method: 'partial_payment', payment_status: 'unpaid', wallet_paid: 10, left_to_pay: 15.42 } },
};
/** The online payment failed: it says no money was taken, and what is left to pay online, and offers to pay again. */
export const PaymentFailed: Story = {
  args: {
    order: { ...ORDER, payment_method: 'digital_payment', payment_status: 'failed' },
    payAgain: <PayNow status="failed" gateways={[{ gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' }]} busy={null} onPay={fn()} />,
  },
};
export const LinesLoading: Story = { args: { lines: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** Payment status tags in dark mode (their words in the text colour, on their tint). */
export const PaymentFailedDark: Story = { ...PaymentFailed, globals: { theme: 'dark' } };
export const PaidOnlineDark: Story = { ...PaidOnline, globals: { theme: 'dark' } };
export const PartiallyPaidFrench: Story = { ...PartiallyPaid, globals: { locale: 'fr' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
