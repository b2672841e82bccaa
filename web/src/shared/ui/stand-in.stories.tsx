import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Flex } from 'antd';
import { lazy, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, within } from 'storybook/test';
import { StandIn } from '@/shared/ui/stand-in';

const TEXT = { profile: 'Profile', arrive: 'Let the menu’s code arrive', open: 'The menu, opened by the press made before its code arrived', idle: 'The menu’s code is in' };

/** The real control: the same button, and what a press on the stand-in asked for, once it is drawn. */
function Menu({ pressed }: { pressed: boolean }) {
  return (
    <Flex vertical gap="small" align="start">
      <Button icon={<UserOutlined aria-hidden />}>{TEXT.profile}</Button>
      <p>{pressed ? TEXT.open : TEXT.idle}</p>
    </Flex>
  );
}

/** A control whose code arrives when the button below is pressed (a slow network, on demand). */
function Demo() {
  const [chunk] = useState(() => {
    let arrive = () => {};
    const arrived = new Promise<{ default: ComponentType<{ pressed: boolean }> }>((resolve) => {
      arrive = () => resolve({ default: Menu });
    });
    return { Lazy: lazy(() => arrived), arrive };
  });
  return (
    <Flex vertical gap="large" align="start">
      <StandIn standIn={<Button icon={<UserOutlined aria-hidden />}>{TEXT.profile}</Button>}>
        {(pressed) => <chunk.Lazy pressed={pressed} />}
      </StandIn>
      <Button type="dashed" onClick={chunk.arrive}>
        {TEXT.arrive}
      </Button>
    </Flex>
  );
}

const meta = {
  title: 'Shared/StandIn',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          'A lazily loaded control drawn with a stand-in until its code arrives. Press Profile first, then let the code arrive: the press is handed to the real control. A press under way, and the keyboard focus, carry over too.',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Pressed before its code arrived: the menu opens once it has. */
export const PressedBeforeArrival: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.profile }));
    await userEvent.click(canvas.getByRole('button', { name: TEXT.arrive }));
    await expect(await canvas.findByText(TEXT.open)).toBeVisible();
  },
};
