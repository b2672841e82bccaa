import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { Badge, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeerAvatar } from '@/features/conversations/components/peer-avatar';
import type { Conversation, Message } from '@/features/conversations/types';
import '@/features/conversations/conversations.css';
import '@/shared/ui/visually-hidden.css';

export interface ConversationListProps {
  conversations: Conversation[] | undefined;
  selectedId: number | null;
  onSelect: (conversation: Conversation) => void;
  /** When a conversation last moved ("now", "5 min ago", "Yesterday"…). */
  formatMoment: (iso: string) => string;
}

function Preview({ message }: { message: Message | null }) {
  const { t } = useTranslation('conversations');
  if (!message) return null;
  const text = message.body.trim() !== '' ? message.body : null;
  const content = (
    <>
      {message.images.length > 0 ? <CameraOutlined aria-hidden className="conversation-list__camera" /> : null}
      {text ?? t('list.photo')}
    </>
  );
  return message.sender === 'customer' ? <>{t('list.you', { text: '' })}<bdi>{content}</bdi></> : <bdi>{content}</bdi>;
}

/**
 * The inbox's conversations, newest activity first: the peer's picture and name, the order it is
 * about, the last message, when, and how many are unread. Each row is a button opening the thread.
 */
export function ConversationList({ conversations, selectedId, onSelect, formatMoment }: ConversationListProps) {
  const { t } = useTranslation('conversations');
  if (!conversations) return <Skeleton avatar active paragraph={{ rows: 2 }} />;
  if (conversations.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')}>
        <Typography.Text type="secondary">{t('list.emptyText')}</Typography.Text>
      </Empty>
    );
  }
  return (
    <ul className="conversation-list" aria-label={t('list.label')}>
      {conversations.map((conversation) => {
        const { peer } = conversation;
        const when = conversation.last_message?.created_at ?? conversation.updated_at;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className="conversation-list__row"
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation)}
            >
              <PeerAvatar peer={peer} />
              <span className="conversation-list__text">
                <span className="conversation-list__top">
                  <bdi className="conversation-list__name">{peer.name}</bdi>
                  <time className="conversation-list__time" dateTime={when}>
                    {formatMoment(when)}
                  </time>
                </span>
                <span className="conversation-list__about">
                  {t(`peer.${peer.kind}`, { defaultValue: peer.kind })}
                  {conversation.order_id !== null ? (
                    <>
                      {' · '}
                      <bdi>{t('list.about', { id: conversation.order_id })}</bdi>
                    </>
                  ) : null}
                </span>
                <span className="conversation-list__bottom">
                  <span className="conversation-list__preview">
                    <Preview message={conversation.last_message} />
                  </span>
                  {conversation.unread_count > 0 ? (
                    <>
                      <Badge className="conversation-list__unread" count={conversation.unread_count} overflowCount={99} aria-hidden />
                      <span className="visually-hidden">{t('list.unread', { count: conversation.unread_count })}</span>
                    </>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
