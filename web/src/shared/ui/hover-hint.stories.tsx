import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { Button } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { HoverHint } from '@/shared/ui/hover-hint';

const label = 'Add to wishlist';

const meta = {
  title: 'Shared/HoverHint',
  component: HoverHint,
  args: {
    title: label,
    children: <Button shape="circle" icon={<HeartOutlined aria-hidden />} aria-label={label} />,
  },
  parameters: { docs: { description: { component: 'Point at the button: its label shows as a tooltip (not on touch screens).' } } },
} satisfies Meta<typeof HoverHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
