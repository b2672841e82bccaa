import { message, Modal, notification } from 'antd';
import { useEffect, useMemo } from 'react';
import type { FeedbackApi } from '@/app/feedback/deferred-api';
import '@/app/feedback/feedback.css';

/** The header bar's height on a desktop; on a phone the bar is 56 px, so a toast keeps 8 px from it. */
const TOAST_TOP = 64;

interface Props {
  /** Receives the real message, notification and modal APIs once they exist. */
  onReady: (api: FeedbackApi) => void;
}

/**
 * What antd's App component renders for its hooks (the holders of toasts, notifications and
 * confirmation dialogs), in a chunk of its own: FeedbackProvider loads it on the visitor's first move.
 */
export default function FeedbackHost({ onReady }: Props) {
  // Toasts open under the header's bar (56 px on a phone, 64 on a desktop), never over its buttons:
  // "Added to cart" would otherwise cover the cart button just when the shopper reaches for it.
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
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
