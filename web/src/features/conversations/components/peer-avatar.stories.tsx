import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PeerAvatar } from '@/features/conversations/components/peer-avatar';
import { COURIER_PEER, STORE_PEER, SUPPORT_PEER } from '@/features/conversations/test/fixtures';

const meta = {
  title: 'Conversations/PeerAvatar',
  component: PeerAvatar,
  args: { peer: COURIER_PEER },
} satisfies Meta<typeof PeerAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};
export const Initial: Story = { args: { peer: STORE_PEER } };
export const Support: Story = { args: { peer: SUPPORT_PEER } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { peer: STORE_PEER } };
