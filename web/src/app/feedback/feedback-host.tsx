import { message, Modal, notification } from 'antd';
import { useEffect, useMemo } from 'react';
import type { FeedbackApi } from '@/app/feedback/deferred-api';

interface Props {
  /** Receives the real message, notification and modal APIs once they exist. */
  onReady: (api: FeedbackApi) => void;
}

/**
 * What antd's App component renders for its hooks (the holders of toasts, notifications and
 * confirmation dialogs), in a chunk of its own: FeedbackProvider loads it on the visitor's first move.
 */
export default function FeedbackHost({ onReady }: Props) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  const api = useMemo(
    () => ({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [messageApi, notificationApi, modalApi],
  );
  useEffect(() => onReady(api), [api, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
