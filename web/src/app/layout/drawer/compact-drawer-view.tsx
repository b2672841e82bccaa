import { AppstoreOutlined, HomeOutlined, LogoutOutlined, ShopOutlined, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Drawer, Flex, Menu, Switch, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeMode } from '@/app/theme/theme-mode';
import { capitalize } from '@/shared/lib/text';
import '@/app/layout/drawer/compact-drawer.css';

/** A store in the drawer's lists: its name, logo and the link to its page. */
export interface DrawerStoreLink {
  href: string;
  name: string;
  logoUrl?: string;
}

export interface CompactDrawerViewProps {
  open: boolean;
  title: string;
  /** The chosen module's word for its stores (restaurants, providers, stores), as the server publishes it. */
  storesLabel: string;
  latestStores: DrawerStoreLink[];
  popularStores: DrawerStoreLink[];
  themeMode: ThemeMode;
  /** The language control (the app's language switch). */
  language: ReactNode;
  /** Logout shows only for customers. */
  loggedIn: boolean;
  placement: 'left' | 'right';
  onNavigate: (href: string) => void;
  onThemeModeChange: (mode: ThemeMode) => void;
  onLogout: () => void;
  onClose: () => void;
}

type Item = Required<MenuProps>['items'][number];

function storeItems(stores: DrawerStoreLink[], viewAll: string, viewAllLabel: string): Item[] {
  return [
    ...stores.map((store) => ({
      key: store.href,
      icon: <Avatar size="small" src={store.logoUrl || undefined} alt="" icon={<ShopOutlined aria-hidden />} />,
      label: store.name,
    })),
    { key: viewAll, label: viewAllLabel, className: 'compact-drawer__view-all' },
  ];
}

/**
 * The compact header's side drawer (SPEC.md section 2): Home and Categories, latest and popular
 * stores (up to 10 each, then View all), Theme Mode, Language, and Logout for customers.
 */
export function CompactDrawerView(props: CompactDrawerViewProps) {
  const { t, i18n } = useTranslation('shell');
  const words = { stores: props.storesLabel, Stores: capitalize(props.storesLabel, i18n.language) };
  const items: Item[] = [
    { key: '/home', icon: <HomeOutlined />, label: t('drawer.home') },
    { key: '/categories', icon: <AppstoreOutlined />, label: t('drawer.categories') },
    {
      key: 'latest',
      icon: <ShopOutlined />,
      label: t('drawer.latestStores', words),
      children: storeItems(props.latestStores, '/store/latest', t('drawer.viewAll')),
    },
    {
      key: 'popular',
      icon: <StarOutlined />,
      label: t('drawer.popularStores', words),
      children: storeItems(props.popularStores, '/store/popular', t('drawer.viewAll')),
    },
  ];
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      placement={props.placement}
      size={320}
      title={props.title}
      className="compact-drawer"
    >
      <nav aria-label={t('drawer.label')}>
        <Menu mode="inline" selectable={false} items={items} onClick={({ key }) => props.onNavigate(key)} />
      </nav>
      <Divider />
      <Flex vertical gap="middle" className="compact-drawer__preferences">
        <Flex justify="space-between" align="center">
          <span>{t('drawer.themeMode')}</span>
          <Switch
            checked={props.themeMode === 'dark'}
            checkedChildren={t('drawer.dark')}
            unCheckedChildren={t('drawer.light')}
            aria-label={t('drawer.themeMode')}
            onChange={(dark) => props.onThemeModeChange(dark ? 'dark' : 'light')}
          />
        </Flex>
        <Flex justify="space-between" align="center">
          <span>{t('drawer.language')}</span>
          {props.language}
        </Flex>
        {props.loggedIn ? (
          <Button danger icon={<LogoutOutlined aria-hidden />} onClick={props.onLogout}>
            {t('account.logout')}
          </Button>
        ) : null}
      </Flex>
    </Drawer>
  );
}
