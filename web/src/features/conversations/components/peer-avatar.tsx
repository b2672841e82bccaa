import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import { Avatar } from 'antd';
import type { Peer } from '@/features/conversations/types';

/** A peer's picture, or its initial (support: a headset) when it has none. Decorative: the name is written beside it. */
export function PeerAvatar({ peer, size = 40 }: { peer: Peer; size?: number }) {
  if (peer.image_full_url) return <Avatar size={size} src={peer.image_full_url} alt="" aria-hidden />;
  if (peer.kind === 'support') return <Avatar size={size} icon={<CustomerServiceOutlined />} aria-hidden />;
  return (
    <Avatar size={size} aria-hidden className="peer-avatar">
      {peer.name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
