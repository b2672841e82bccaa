import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RateOrder } from '@/features/reviews/containers/rate-order';
import { ORDER_REVIEWS } from '@/features/reviews/test/fixtures';

/** Rating a delivered order over the fake API (GET /api/v1/customer/order/reviews). */
const meta = {
  title: 'Reviews/RateOrder',
  component: RateOrder,
  args: { orderId: 1042 },
  parameters: { api: { '/api/v1/customer/order/reviews': ORDER_REVIEWS } },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RateOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToRate: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
