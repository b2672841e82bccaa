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
  parameters: {
    docs: {
      description: {
        component: 'Point at the button or focus it with the keyboard: its label shows as a tooltip (not on touch screens); Escape hides it.',
      },
    },
  },
} satisfies Meta<typeof HoverHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Beside the child, on the side the text ends (the module rail's). */
export const End: Story = { args: { placement: 'end' } };

/** Before the child (a button at the screen's or a card's end edge). */
export const Start: Story = { args: { placement: 'start' } };

/** Above, ending with the child (card actions at a card's end edge). */
export const TopEnd: Story = { args: { placement: 'top-end' } };

/** Below the child (a badge at a card's top). */
export const Bottom: Story = { args: { placement: 'bottom' } };

export const RightToLeft: Story = { args: { placement: 'end' }, globals: { locale: 'ar' } };
