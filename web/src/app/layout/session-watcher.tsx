import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onSessionRejected } from '@/shared/api/session';

/** SPEC.md section 8: a rejected token is announced once and the visitor goes to /home. */
export function SessionWatcher() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionRejected(() => {
        void message.error({ content: t('session.expired'), key: 'session-rejected' });
        void navigate('/home');
      }),
    [message, navigate, t],
  );
  return null;
}
