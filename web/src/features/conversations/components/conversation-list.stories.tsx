import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConversationList } from '@/features/conversations/components/conversation-list';
import { CONVERSATIONS } from '@/features/conversations/test/fixtures';

const meta = {
  title: 'Conversations/ConversationList',
  component: ConversationList,
  args: {
    conversations: CONVERSATIONS,
    selectedId: 2,
    onSelect: () => undefined,
    formatMoment: (iso: string) => new Date(iso).toISOString().slice(11, 16),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {};
export const Loading: Story = { args: { conversations: undefined } };
export const Empty: Story = { args: { conversations: [] } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
