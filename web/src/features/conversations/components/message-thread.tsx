import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { Button, Empty, Spin } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayKey } from '@/features/conversations/model/moments';
import type { ThreadEntry } from '@/features/conversations/types';
import '@/features/conversations/conversations.css';
import '@/shared/ui/visually-hidden.css';

export interface MessageThreadProps {
  entries: ThreadEntry[];
  /** Who the customer writes to (the thread's accessible name). */
  peerName: string;
  hasMore: boolean;
  loadingOlder?: boolean;
  onLoadOlder: () => void;
  /** Send a refused message again, under the same client message id. */
  onRetry: (clientMessageId: string) => void;
  formatDay: (iso: string) => string;
  formatClock: (iso: string) => string;
}

interface Shown {
  key: string;
  own: boolean;
  body: string;
  images: string[];
  at: string;
  state: ThreadEntry['state'];
  clientMessageId: string | null;
  error?: string;
}

function shownOf(entry: ThreadEntry): Shown {
  if (entry.state === 'sent') {
    const { message } = entry;
    return {
      key: `m${message.id}`,
      own: message.sender === 'customer',
      body: message.body,
      images: message.images.map((image) => image.url),
      at: message.created_at,
      state: 'sent',
      clientMessageId: message.client_message_id,
    };
  }
  const { draft } = entry;
  return {
    key: `d${draft.client_message_id}`,
    own: true,
    body: draft.body,
    images: draft.previews,
    at: draft.created_at,
    state: entry.state,
    clientMessageId: draft.client_message_id,
    error: entry.error,
  };
}

/** Rows this close to the bottom count as "at the bottom": a new message then scrolls into view. */
const NEAR_BOTTOM_PX = 80;

/**
 * A conversation's messages, oldest at the top, under their day: the customer's own on the inline-end
 * side, the other side's on the inline-start side, with their pictures; a message on its way says
 * "Sending…", a refused one says so with Retry. Older messages come with a button at the top.
 */
export function MessageThread({ entries, peerName, hasMore, loadingOlder = false, onLoadOlder, onRetry, formatDay, formatClock }: MessageThreadProps) {
  const { t } = useTranslation('conversations');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstKey = useRef<string | null>(null);
  const heightBefore = useRef(0);
  const shown = entries.map(shownOf);
  const first = shown[0]?.key ?? null;
  const last = shown.at(-1)?.key ?? null;

  // Older messages added above keep the reader's place; a new message at the bottom is scrolled to
  // when the reader was at the bottom (or wrote it).
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (firstKey.current !== null && first !== firstKey.current && heightBefore.current > 0) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
    } else if (atBottom.current || shown.at(-1)?.own) {
      box.scrollTop = box.scrollHeight;
    }
    firstKey.current = first;
    heightBefore.current = box.scrollHeight;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the first and last rows only
  }, [first, last]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onScroll = () => {
      atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
      heightBefore.current = box.scrollHeight;
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => box.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div ref={scroller} className="message-thread" role="log" aria-label={t('thread.label', { name: peerName })}>
      {hasMore ? (
        <div className="message-thread__older">
          <Button size="small" onClick={onLoadOlder} loading={loadingOlder}>
            {t('thread.loadOlder')}
          </Button>
        </div>
      ) : null}
      {shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thread.empty')} /> : null}
      {shown.map((message, index) => {
        const newDay = index === 0 || dayKey(shown[index - 1]!.at) !== dayKey(message.at);
        return (
          <Fragment key={message.key}>
            {newDay ? (
              <div className="message-thread__day" role="separator">
                <span>{formatDay(message.at)}</span>
              </div>
            ) : null}
            <div
              className={`message ${message.own ? 'message--own' : 'message--theirs'} ${message.state === 'failed' ? 'message--failed' : ''}`}
              data-client-message-id={message.clientMessageId ?? undefined}
            >
              <span className="visually-hidden">{message.own ? t('thread.you') : peerName}: </span>
              {message.images.length > 0 ? (
                <span className="message__images">
                  {message.images.map((url, at) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer" className="message__image-link">
                      <img src={url} alt={t('thread.image', { index: at + 1 })} className="message__image" loading="lazy" />
                    </a>
                  ))}
                </span>
              ) : null}
              {message.body !== '' ? (
                <p className="message__body" dir="auto">
                  {message.body}
                </p>
              ) : null}
              <span className="message__meta">
                {message.state === 'sending' ? (
                  <>
                    <Spin size="small" /> {t('thread.sending')}
                  </>
                ) : message.state === 'failed' ? (
                  <>
                    <ExclamationCircleOutlined aria-hidden /> {message.error ?? t('thread.failed')}
                  </>
                ) : (
                  <time dateTime={message.at}>{formatClock(message.at)}</time>
                )}
              </span>
              {message.state === 'failed' && message.clientMessageId ? (
                <Button size="small" className="message__retry" onClick={() => onRetry(message.clientMessageId!)}>
                  {t('thread.retry')}
                </Button>
              ) : null}
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
