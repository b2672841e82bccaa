import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatusTimeline } from '@/features/orders/components/status-timeline';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const meta = {
  title: 'Orders/StatusTimeline',
  component: StatusTimeline,
  args: {
    status: 'processing',
    orderType: 'delivery',
    formatMoment: clock,
    history: [
      { status: 'pending', at: '2026-11-26T08:00:00Z' },
      { status: 'confirmed', at: '2026-11-26T08:00:20Z' },
      { status: 'processing', at: '2026-11-26T08:00:40Z' },
    ],
  },
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};
export const Delivered: Story = { args: { status: 'delivered' } };
export const Canceled: Story = {
  args: {
    status: 'canceled',
    history: [
      { status: 'pending', at: '2026-11-26T08:00:00Z' },
      { status: 'canceled', at: '2026-11-26T08:03:00Z' },
    ],
  },
};
export const TakeAway: Story = { args: { orderType: 'take_away' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
