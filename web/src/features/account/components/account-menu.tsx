import {
  CarOutlined,
  LogoutOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShareAltOutlined,
  ShoppingOutlined,
  TagOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountEntry } from '@/features/account/model/account-menu';

export const ACCOUNT_ICONS: Record<AccountEntry, ReactNode> = {
  'profile-settings': <UserOutlined />,
  'my-orders': <ShoppingOutlined />,
  'my-trips': <CarOutlined />,
  wallet: <WalletOutlined />,
  coupons: <TagOutlined />,
  'loyalty-points': <TrophyOutlined />,
  'referral-code': <ShareAltOutlined />,
  'track-order': <ProfileOutlined />,
  settings: <SettingOutlined />,
};

export interface AccountMenuProps {
  entries: AccountEntry[];
  /** The track-order entry's label in the chosen module ("Track Trip" for rental). */
  trackOrderLabel?: string;
  onSelect: (entry: AccountEntry | 'logout') => void;
  /** The button that opens the menu. */
  children: ReactElement;
  /** Open from the start (the first click happened before this code arrived). */
  defaultOpen?: boolean;
}

/**
 * The menu is drawn inside the page's header, where its button is: drawn in the page's body, it would
 * scroll with the page under the sticky header and be put back under its button a frame later, so a
 * press made as the page moved could miss.
 */
const inHeader = (trigger: HTMLElement) => trigger.closest<HTMLElement>('header') ?? document.body;

/** The account menu (SPEC.md section 2): the customer's pages, then Logout. */
export default function AccountMenu({ entries, trackOrderLabel, onSelect, children, defaultOpen }: AccountMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const items: MenuProps['items'] = [
    ...entries.map((entry) => ({
      key: entry,
      icon: ACCOUNT_ICONS[entry],
      label: entry === 'track-order' && trackOrderLabel ? trackOrderLabel : t(`account.entries.${entry}`),
    })),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('account.logout') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      getPopupContainer={inHeader}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onSelect(key as AccountEntry | 'logout');
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
