import TagOutlined from '@ant-design/icons/TagOutlined';
import { Flex } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatusTag, type StatusTone } from '@/shared/ui/status-tag';

const meta = {
  title: 'Shared/StatusTag',
  component: StatusTag,
  args: { tone: 'success', children: 'Paid' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Processing: Story = { args: { tone: 'processing', children: 'Partially paid' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Demo' } };
export const Failed: Story = { args: { tone: 'error', children: 'Payment failed' } };
export const Plain: Story = { args: { tone: 'default', children: 'Unpaid' } };
export const WithIcon: Story = { args: { icon: <TagOutlined aria-hidden />, children: 'Coupon WELCOME10 applied' } };

/** Each tone with a word an order's page or checkout gives it. */
const TONES: [StatusTone, string][] = [
  ['success', 'Paid'],
  ['processing', 'Pending'],
  ['warning', 'Demo'],
  ['error', 'Payment failed'],
  ['default', 'Unpaid'],
];

/** Every tone side by side. */
export const Tones: Story = {
  render: () => (
    <Flex gap="small" wrap>
      {TONES.map(([tone, label]) => (
        <StatusTag key={tone} tone={tone}>
          {label}
        </StatusTag>
      ))}
    </Flex>
  ),
};
export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };
