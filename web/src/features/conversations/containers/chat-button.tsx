import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isConversationsKey } from '@/shared/api/swr-keys';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { openConversation } from '@/features/conversations/api/conversations';
import type { OpenConversationBody } from '@/features/conversations/types';

/** Where a conversation is read: the profile's inbox with the thread open. */
export const inboxPath = (conversationId?: number) =>
  conversationId === undefined ? '/profile?page=inbox' : `/profile?page=inbox&conversation=${conversationId}`;

export interface ChatButtonProps {
  with: OpenConversationBody;
  label: string;
  type?: 'default' | 'primary';
}

/** A button that finds (or opens) the conversation with a store, courier or support, then shows it in the inbox. */
export function ChatButton({ with: peer, label, type = 'default' }: ChatButtonProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    openConversation(peer)
      .then((conversation) => {
        void mutate(isConversationsKey);
        void navigate(inboxPath(conversation.id));
      }, showError)
      .finally(() => setBusy(false));
  };
  return (
    <Button type={type} icon={<MessageOutlined aria-hidden />} loading={busy} onClick={open}>
      {label}
    </Button>
  );
}
