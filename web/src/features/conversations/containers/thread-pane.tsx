import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Composer } from '@/features/conversations/components/composer';
import { MessageThread } from '@/features/conversations/components/message-thread';
import { PeerAvatar } from '@/features/conversations/components/peer-avatar';
import { useMoments } from '@/features/conversations/hooks/use-moments';
import { useThread } from '@/features/conversations/hooks/use-thread';
import { threadEntries } from '@/features/conversations/model/thread';
import type { Conversation } from '@/features/conversations/types';

export interface ThreadPaneProps {
  conversationId: number;
  /** The conversation as the list has it, shown while the thread loads. */
  listed?: Conversation;
  /** Back to the list (one pane at a time, under 768px); none side by side. */
  onBack?: () => void;
}

/** One conversation: its peer, its messages (live) and the composer, or why the customer cannot write. */
export function ThreadPane({ conversationId, listed, onBack }: ThreadPaneProps) {
  const { t } = useTranslation('conversations');
  const moments = useMoments();
  const thread = useThread(conversationId, t('thread.sendFailed'));
  const conversation = thread.conversation ?? listed ?? null;
  const back = onBack ? <Button type="text" icon={<ArrowLeftOutlined aria-hidden className="conversations-flip-rtl" />} aria-label={t('thread.back')} onClick={onBack} /> : null;

  if (thread.error && !thread.conversation) {
    return (
      <>
        {back ? <div className="inbox__thread-head">{back}</div> : null}
        <Result
          status="warning"
          title={t('thread.loadFailed')}
          extra={<Button onClick={thread.reload}>{t('list.retry')}</Button>}
        />
      </>
    );
  }
  return (
    <>
      <div className="inbox__thread-head">
        {back}
        {conversation ? <PeerAvatar peer={conversation.peer} size={32} /> : null}
        <div>
          <h2>
            <bdi>{conversation?.peer.name ?? ''}</bdi>
          </h2>
          {conversation ? (
            <span className="inbox__thread-about">
              {t(`peer.${conversation.peer.kind}`, { defaultValue: conversation.peer.kind })}
              {conversation.order_id !== null ? (
                <>
                  {' · '}
                  <bdi>{t('list.about', { id: conversation.order_id })}</bdi>
                </>
              ) : null}
            </span>
          ) : null}
        </div>
      </div>
      {thread.loading && !thread.conversation ? (
        <div className="message-thread">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <MessageThread
          entries={threadEntries(thread.state)}
          peerName={conversation?.peer.name ?? ''}
          hasMore={thread.state.hasMore}
          loadingOlder={thread.loadingOlder}
          onLoadOlder={thread.loadOlder}
          onRetry={thread.retry}
          formatDay={moments.day}
          formatClock={moments.clock}
        />
      )}
      {conversation && !conversation.can_write ? (
        <p className="inbox__notice">{t('thread.readOnly')}</p>
      ) : (
        <Composer onSend={thread.send} disabled={!conversation} />
      )}
    </>
  );
}
