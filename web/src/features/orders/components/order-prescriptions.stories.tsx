import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OrderPrescriptions } from '@/features/orders/components/order-prescriptions';

// Two small pictures drawn in place of the images the server answers to the order's owner.
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="${colour}"/><path d="M20 30h80M20 55h60M20 80h70" stroke="#555" stroke-width="6"/></svg>`)}`;

const meta = {
  title: 'Orders/OrderPrescriptions',
  component: OrderPrescriptions,
  args: { images: [picture('#f8f9fa'), picture('#e7f5ff')], prescriptionOnly: false },
} satisfies Meta<typeof OrderPrescriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
/** An order of prescription images alone: priced by the pharmacy once read. */
export const PrescriptionOnly: Story = { args: { prescriptionOnly: true } };
export const Loading: Story = { args: { images: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { args: { prescriptionOnly: true }, globals: { locale: 'fr' } };
