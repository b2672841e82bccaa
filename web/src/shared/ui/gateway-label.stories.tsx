import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { GatewayLabel } from '@/shared/ui/gateway-label';

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" rx="4" fill="#635bff"/></svg>')}`;

const meta = {
  title: 'Shared/GatewayLabel',
  component: GatewayLabel,
  args: { gateway: { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' } },
} satisfies Meta<typeof GatewayLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {};
export const WithLogo: Story = { args: { gateway: { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: LOGO } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' }, args: { gateway: { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: LOGO } } };
