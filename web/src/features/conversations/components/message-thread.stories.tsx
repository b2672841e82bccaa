import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MessageThread } from '@/features/conversations/components/message-thread';
import { THREAD, message } from '@/features/conversations/test/fixtures';
import type { ThreadEntry } from '@/features/conversations/types';
import { picture } from '@/test/fixtures/pictures';

const sent: ThreadEntry[] = [
  ...THREAD.map((m): ThreadEntry => ({ state: 'sent', message: m })),
  { state: 'sent', message: message(13, 'store', '', '2026-11-29T11:01:00Z', { images: [{ url: picture('Bag', '#c2185b') }, { url: picture('Receipt', '#5d4037') }] }) },
];

const draft = (id: string, body: string, previews: string[] = []) => ({ client_message_id: id, body, files: [], previews, created_at: '2026-11-29T11:02:00Z' });

const meta = {
  title: 'Conversations/MessageThread',
  component: MessageThread,
  args: {
    entries: sent,
    peerName: 'Green Basket',
    hasMore: true,
    onLoadOlder: () => undefined,
    onRetry: () => undefined,
    formatDay: (iso: string) => new Date(iso).toDateString(),
    formatClock: (iso: string) => new Date(iso).toISOString().slice(11, 16),
  },
  decorators: [(Story) => <div style={{ display: 'flex', flexDirection: 'column', height: 520, maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thread: Story = {};
export const Sending: Story = {
  args: { entries: [...sent, { state: 'sending', draft: draft('c-1', 'Could you leave it with the concierge?', [picture('Door', '#1565c0')]) }] },
};
export const Failed: Story = {
  args: { entries: [...sent, { state: 'failed', draft: draft('c-2', 'Is it on its way?'), error: 'Too many messages, wait a minute.' }] },
};
export const Empty: Story = { args: { entries: [], hasMore: false } };
export const Dark: Story = { globals: { theme: 'dark' }, args: Failed.args };
export const French: Story = { globals: { locale: 'fr' }, args: Failed.args };
export const RightToLeft: Story = { globals: { locale: 'ar' }, args: Failed.args };
