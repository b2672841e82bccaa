import { policyOf } from '@storefront/sdk';
import { EnvironmentOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Col, Menu, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessResult } from '@/app/routes/access-result';
import { ACCOUNT_PATHS, accountEntries, useAccessGuard, type AccountEntry } from '@/features/account';
import { useConfig } from '@/shared/api/get-config';
import { useModules } from '@/features/modules';
import { clearShopperListsOnLogout } from '@/app/parts/shopper-lists';
import { ProfileSettings } from '@/features/account/containers/profile-settings';
import { MyAddresses } from '@/features/addresses/components/address-book';
import { Inbox } from '@/features/conversations/containers/inbox';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

/** The sections /profile?page= shows itself; the other account entries are pages of their own. */
const PAGES = ['profile-settings', 'my-address', 'inbox'] as const;

/** /profile?page={name}: the customer's profile; the inbox section is the chat entry. Customers only. */
export function Component() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return <AccessResult rule="login" />;
  return <ProfilePage />;
}

function ProfilePage() {
  const { t } = useTranslation('pages');
  const { t: shell } = useTranslation('shell');
  const { t: addresses } = useTranslation('addresses');
  const navigate = useNavigate();
  const allowed = useAccessGuard();
  const [params, setParams] = useSearchParams();
  const page = PAGES.find((name) => name === params.get('page')) ?? 'profile-settings';
  // The inbox's open conversation (?conversation=), so a chat entry can lead straight to its thread.
  const conversationId = /^\d{1,12}$/.test(params.get('conversation') ?? '') ? Number(params.get('conversation')) : null;
  const { data: config } = useConfig();
  const { data: modules } = useModules();
  const others = accountEntries(config, (modules ?? []).some((m) => policyOf(m).cart === 'own')).filter(
    (entry) => entry !== 'profile-settings',
  );
  const items = [
    { key: 'profile-settings', icon: <UserOutlined />, label: shell('account.entries.profile-settings') },
    { key: 'my-address', icon: <EnvironmentOutlined />, label: addresses('book.title') },
    { key: 'inbox', icon: <MessageOutlined />, label: t('profile.inbox') },
    { type: 'divider' as const },
    ...others.map((entry) => ({ key: entry, label: shell(`account.entries.${entry}`) })),
  ];
  const select = (key: string) => {
    if (PAGES.some((name) => name === key)) return setParams({ page: key });
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
          <Inbox
            selectedId={conversationId}
            onSelect={(id) => setParams(id === null ? { page: 'inbox' } : { page: 'inbox', conversation: String(id) })}
          />
        ) : page === 'my-address' ? (
          <MyAddresses />
        ) : (
          <ProfileSettings clearLists={clearShopperListsOnLogout} />
        )}
      </Col>
    </Row>
  );
}
