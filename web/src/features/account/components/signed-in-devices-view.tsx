import LaptopOutlined from '@ant-design/icons/LaptopOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceSession } from '@/features/account/api/sessions';
import { currentFirst } from '@/features/account/model/device-order';
import { dateTime, lastUsed } from '@/features/account/model/last-used';
import { StatusTag } from '@/shared/ui/status-tag';
import '@/features/account/devices.css';

export interface SignedInDevicesViewProps {
  /** The server's list, the most recently used first; undefined while it loads. */
  sessions: DeviceSession[] | undefined;
  /** The list could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  /** Sign out of another device (its `id`). */
  onSignOut: (id: string) => void;
  /** The device being signed out, whose button spins. */
  signingOut: string | null;
  /** Ask to sign out on every device, this one included (the caller confirms first). */
  onSignOutEverywhere: () => void;
  /** This browser's time in milliseconds, to say how long ago each device was used. */
  now: number;
}

const SIGNED_IN_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * The profile's "Signed-in devices": each open session with its device, "This device" on the one
 * asking, when each was last used, a sign-out button on every other one and "Sign out everywhere".
 */
export function SignedInDevicesView({ sessions, failed, onRetry, onSignOut, signingOut, onSignOutEverywhere, now }: SignedInDevicesViewProps) {
  const { t } = useTranslation('account');
  return (
    <Card title={t('devices.title')} className="signed-in-devices">
      {failed ? (
        <Alert type="warning" showIcon title={t('devices.failed')} action={<Button onClick={onRetry}>{t('devices.retry')}</Button>} />
      ) : !sessions ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">{sessions.some((session) => !session.current) ? t('devices.intro') : t('devices.onlyThis')}</Typography.Text>
          <ul className="device-list" aria-label={t('devices.list')}>
            {currentFirst(sessions).map((session) => (
              <DeviceRow
                key={session.id}
                session={session}
                now={now}
                busy={signingOut === session.id}
                disabled={signingOut !== null && signingOut !== session.id}
                onSignOut={() => onSignOut(session.id)}
              />
            ))}
          </ul>
        </Flex>
      )}
      <Flex justify="flex-end" className="device-list__footer">
        <Button danger icon={<LogoutOutlined aria-hidden />} onClick={onSignOutEverywhere} disabled={!sessions}>
          {t('devices.everywhere')}
        </Button>
      </Flex>
    </Card>
  );
}

interface DeviceRowProps {
  session: DeviceSession;
  now: number;
  busy: boolean;
  disabled: boolean;
  onSignOut: () => void;
}

function DeviceRow({ session, now, busy, disabled, onSignOut }: DeviceRowProps) {
  const { t, i18n } = useTranslation('account');
  const used = lastUsed(session.last_used_at, now, i18n.language);
  const usedText =
    used.kind === 'now' ? t('devices.activeNow') : t(used.kind === 'relative' ? 'devices.lastUsedAgo' : 'devices.lastUsedOn', { when: used.text });
  const signedIn = new Intl.DateTimeFormat(i18n.language, SIGNED_IN_DATE).format(new Date(session.created_at * 1000));
  return (
    <li className="device-list__item" aria-current={session.current ? 'true' : undefined}>
      <LaptopOutlined aria-hidden className="device-list__icon" />
      <Flex vertical gap={2} className="device-list__facts">
        <Flex align="center" gap="small" wrap>
          {/* The browser's own name for itself ("Chrome on Android"), kept in its order on a right-to-left page. */}
          <Typography.Text strong className="device-list__name">
            <bdi>{session.device}</bdi>
          </Typography.Text>
          {session.current ? <StatusTag tone="processing">{t('devices.thisDevice')}</StatusTag> : null}
        </Flex>
        {/* Two facts that wrap whole on a narrow screen, never in the middle of one. */}
        <Typography.Text type="secondary" className="device-list__when">
          {/* The exact time on hover, whichever way the line words it. */}
          <time dateTime={new Date(session.last_used_at * 1000).toISOString()} title={dateTime(session.last_used_at, i18n.language)}>
            {usedText}
          </time>
          <span aria-hidden>·</span>
          <span>{t('devices.signedIn', { when: signedIn })}</span>
        </Typography.Text>
      </Flex>
      {session.current ? null : (
        <Button
          className="device-list__action"
          loading={busy}
          disabled={disabled}
          onClick={onSignOut}
          aria-label={t('devices.signOutLabel', { device: session.device })}
        >
          {t('devices.signOut')}
        </Button>
      )}
    </li>
  );
}
