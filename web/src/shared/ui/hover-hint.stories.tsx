import HeartOutlined from '@ant-design/icons/HeartOutlined';
import { Button } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HoverHint } from '@/shared/ui/hover-hint';

const label = 'Add to wishlist';

const meta = {
  title: 'Shared/HoverHint',
  component: HoverHint,
  args: {
    title: label,
    children: <Button shape="circle" icon={<HeartOutlined aria-hidden />} aria-label={label} />,
  },
  // Room on every side for the hint.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 56 }}>
        <Story />
      </div>
    ),
  ],
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

/** Focused from the keyboard, the hint shows (as on hover) and reads the label. */
const focused: Story['play'] = async ({ canvasElement }) => {
  await userEvent.tab();
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
  // After antd's 0.1 s delay and its fade.
  await waitFor(() => expect(canvas.getByText(label)).toBeVisible());
};

export const Dark: Story = { globals: { theme: 'dark' }, play: focused };

/** Beside the child, on the side the text ends (the module rail's). */
export const End: Story = { args: { placement: 'end' }, play: focused };

/** Before the child (a button at the screen's or a card's end edge). */
export const Start: Story = { args: { placement: 'start' }, play: focused };

/** Above, ending with the child (card actions at a card's end edge). */
export const TopEnd: Story = { args: { placement: 'top-end' }, play: focused };

/** Below the child (a badge at a card's top). */
export const Bottom: Story = { args: { placement: 'bottom' }, play: focused };

/** Escape hides the shown hint while the button keeps the focus. */
export const EscapeHides: Story = {
  play: async (context) => {
    // Shown first: before its fade ends, the hint would count as hidden whether Escape worked or not.
    await focused(context);
    await userEvent.keyboard('{Escape}');
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(label)).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: label })).toHaveFocus();
  },
};

export const RightToLeft: Story = { args: { placement: 'end' }, globals: { locale: 'ar' }, play: focused };
