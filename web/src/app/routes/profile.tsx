import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Empty, Flex, Menu, Result, Row, Skeleton } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessResult } from '@/app/routes/access-result';
import { ACCOUNT_PATHS, accountEntries, useAccessGuard, type AccountEntry } from '@/features/account';
import { useConfig } from '@/shared/api/get-config';
import { useModules } from '@/features/modules';
import { apiFetch } from '@/shared/api/client';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

/** SPEC.md section 3's profile fields (GET /api/v1/customer/info). */
interface Profile {
  f_name?: string;
  l_name?: string;
  phone?: string;
  email?: string;
  image_full_url?: string;
}

/** /profile?page={name}: the customer's profile; the inbox section is the chat entry. Customers only. */
export function Component() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return <AccessResult rule="login" />;
  return <ProfilePage />;
}

function ProfilePage() {
  const { t } = useTranslation('pages');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const allowed = useAccessGuard();
  const [params, setParams] = useSearchParams();
  const page = params.get('page') === 'inbox' ? 'inbox' : 'profile-settings';
  const { data: config } = useConfig();
  const { data: modules } = useModules();
  const others = accountEntries(config, (modules ?? []).some((m) => m.module_type === 'rental')).filter(
    (entry) => entry !== 'profile-settings',
  );
  const items = [
    { key: 'profile-settings', icon: <UserOutlined />, label: shell('account.entries.profile-settings') },
    { key: 'inbox', icon: <MessageOutlined />, label: t('profile.inbox') },
    { type: 'divider' as const },
    ...others.map((entry) => ({ key: entry, label: shell(`account.entries.${entry}`) })),
  ];
  const select = (key: string) => {
    if (key === 'inbox' || key === 'profile-settings') return setParams({ page: key });
    const path = ACCOUNT_PATHS[key as AccountEntry];
    if (allowed(path)) void navigate(path);
  };
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={7}>
        <Menu mode="inline" selectedKeys={[page]} items={items} onClick={({ key }) => select(key)} />
      </Col>
      <Col xs={24} md={17}>
        {page === 'inbox' ? (
          <Card title={t('profile.inbox')}>
            <Empty description={t('profile.noConversations')} />
          </Card>
        ) : (
          <ProfileDetails />
        )}
      </Col>
    </Row>
  );
}

function ProfileDetails() {
  const { t } = useTranslation('pages');
  const { data, error, mutate } = useSWR('/api/v1/customer/info', (path: string) => apiFetch<Profile>(path));
  if (error) {
    return (
      <Result
        status="warning"
        title={t('profile.failed')}
        extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!data) return <Skeleton active avatar />;
  const name = [data.f_name, data.l_name].filter(Boolean).join(' ');
  return (
    <Card title={t('profile.title')}>
      <Flex gap="large" align="center">
        <Avatar size={72} src={data.image_full_url || undefined} icon={<UserOutlined aria-hidden />} />
        <Flex vertical gap={4}>
          <strong>{name}</strong>
          <span className="text-secondary">{data.phone}</span>
          <span className="text-secondary">{data.email}</span>
        </Flex>
      </Flex>
    </Card>
  );
}
