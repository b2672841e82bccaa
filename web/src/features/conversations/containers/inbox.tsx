import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import { Button, Grid, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isConversationsKey } from '@/shared/api/swr-keys';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { openConversation, useConversationPages } from '@/features/conversations/api/conversations';
import { ConversationList } from '@/features/conversations/components/conversation-list';
import { ThreadPane } from '@/features/conversations/containers/thread-pane';
import { useMoments } from '@/features/conversations/hooks/use-moments';
import '@/features/conversations/conversations.css';

export interface InboxProps {
  /** The conversation shown (the page's ?conversation=), or null for none. */
  selectedId: number | null;
  onSelect: (conversationId: number | null) => void;
}

/**
 * /profile?page=inbox: the customer's conversations beside the open one (one pane at a time under
 * 768px, the thread with a back button), and a way to write to support.
 */
export function Inbox({ selectedId, onSelect }: InboxProps) {
  const { t } = useTranslation('conversations');
  const moments = useMoments();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const list = useConversationPages();
  const { mutate: mutateCache } = useSWRConfig();
  const showError = useApiErrorToast();
  const [opening, setOpening] = useState(false);
  const listed = list.conversations?.find((conversation) => conversation.id === selectedId);
  // On a phone the inbox sits under the profile's menu: the pane shown is brought to the top of the screen.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (compact && selectedId !== null) box.current?.scrollIntoView?.({ block: 'start' });
  }, [compact, selectedId]);

  const contactSupport = () => {
    setOpening(true);
    openConversation({ peer_kind: 'support' })
      .then((conversation) => {
        void mutateCache(isConversationsKey);
        list.retry();
        onSelect(conversation.id);
      }, showError)
      .finally(() => setOpening(false));
  };

  const side = (
    <section className="inbox__side" aria-labelledby="inbox-heading">
      <div className="inbox__side-head">
        <h2 id="inbox-heading">{t('list.label')}</h2>
        <Button size="small" icon={<CustomerServiceOutlined aria-hidden />} loading={opening} onClick={contactSupport}>
          {t('list.contactSupport')}
        </Button>
      </div>
      {list.error && !list.conversations ? (
        <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={list.retry}>{t('list.retry')}</Button>} />
      ) : (
        <>
          <ConversationList
            conversations={list.conversations}
            selectedId={selectedId}
            onSelect={(conversation) => onSelect(conversation.id)}
            formatMoment={moments.list}
          />
          {list.hasMore ? (
            <Button block type="link" loading={list.loadingMore} onClick={list.loadMore}>
              {t('list.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
  const main =
    selectedId !== null ? (
      <section className="inbox__main">
        <ThreadPane key={selectedId} conversationId={selectedId} listed={listed} onBack={compact ? () => onSelect(null) : undefined} />
      </section>
    ) : (
      <section className="inbox__main">
        <p className="inbox__placeholder">{t('thread.pick')}</p>
      </section>
    );

  if (compact) {
    return (
      <div ref={box} className="inbox inbox--compact">
        {selectedId !== null ? main : side}
      </div>
    );
  }
  return (
    <div className="inbox">
      {side}
      {main}
    </div>
  );
}
