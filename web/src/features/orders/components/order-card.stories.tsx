import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OrderCard } from '@/features/orders/components/order-card';

const meta = {
  title: 'Orders/OrderCard',
  component: OrderCard,
  args: {
    id: 100042,
    status: 'confirmed',
    storeName: 'Green Leaf Café',
    createdAt: '2026-11-26T08:00:00Z',
    total: '€25.42',
    itemCount: 3,
    to: '/my-orders/100042',
    formatMoment: (iso: string) => new Date(iso).toUTCString().slice(0, 22),
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Delivered: Story = { args: { status: 'delivered', itemCount: 1 } };
/** An order of a prescription alone: no lines, the pharmacy prices the medicines once it has read it. */
export const PrescriptionOnly: Story = { args: { itemCount: 0, storeName: 'Pharmacie de la Bastille', total: '€2.49' } };
export const Canceled: Story = { args: { status: 'canceled' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
