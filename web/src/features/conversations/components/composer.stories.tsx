import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Composer } from '@/features/conversations/components/composer';

const meta = {
  title: 'Conversations/Composer',
  component: Composer,
  args: { onSend: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
