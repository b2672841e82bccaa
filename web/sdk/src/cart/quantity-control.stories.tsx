import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { QuantityControl } from './quantity-control';

interface Props {
  start: number;
  min?: number;
  removable?: boolean;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
}

/** A working control: plus and minus change the count, as on a card or a line. */
function QuantityStory({ start, min = 1, removable = true, disabled = false, size }: Props) {
  const [value, setValue] = useState(start);
  return (
    <QuantityControl
      value={value}
      min={min}
      size={size}
      disabled={disabled}
      onIncrease={() => setValue(value + 1)}
      onDecrease={() => setValue(Math.max(min, value - 1))}
      onRemove={removable ? fn() : undefined}
    />
  );
}

const meta = { title: 'Cart/QuantityControl', component: QuantityStory, args: { start: 3 } } satisfies Meta<typeof QuantityStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
/** At 1 on a cart line the minus becomes delete. */
export const DeleteAtOne: Story = { args: { start: 1 } };
export const DeleteAtOneDark: Story = { args: { start: 1 }, globals: { theme: 'dark' } };
/** An add-on: starts at 0 and its minus is disabled there. */
export const AddOnAtZero: Story = { args: { start: 0, min: 0, removable: false } };
/** While an update is on its way. */
export const Disabled: Story = { args: { disabled: true } };
export const Large: Story = { args: { size: 'middle' } };
export const French: Story = { globals: { locale: 'fr' } };
