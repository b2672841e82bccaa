import { policyOf } from '@storefront/sdk';
import { UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearShopperListsOnLogout } from '@/app/parts/shopper-lists';
import { useAccessGuard } from '@/features/account/hooks/use-access-guard';
import { useLogout } from '@/features/account/hooks/use-logout';
import { ACCOUNT_PATHS, accountEntries, type AccountEntry } from '@/features/account/model/account-menu';
import { useModules } from '@/shared/api/get-modules';
import { useConfig } from '@/shared/api/get-config';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom } from '@/shared/state/dialogs';
import { isLoggedInAtom } from '@/shared/state/session';
import { StandIn } from '@/shared/ui/stand-in';

const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ '@/features/account/components/account-menu'));

export interface AccountButtonProps {
  /** The track-order entry's label in the chosen module. */
  trackOrderLabel: string;
  /** Icon only (the compact header). */
  compact?: boolean;
}

/** Sign In for guests (opens the auth dialog); for customers, the account menu (icon only when compact). */
export function AccountButton({ trackOrderLabel, compact = false }: AccountButtonProps) {
  const { t } = useTranslation('shell');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setAuthDialog = useSetAtom(authDialogAtom);
  if (!loggedIn) {
    return (
      // The icon also spares antd's Button its hidden loading-icon animation, which re-renders the
      // header synchronously right after it first appears.
      <Button type="primary" icon={<UserOutlined aria-hidden />} onClick={() => setAuthDialog({ open: true, mode: 'sign-in' })}>
        {t('header.signIn')}
      </Button>
    );
  }
  return <CustomerMenu trackOrderLabel={trackOrderLabel} compact={compact} />;
}

function CustomerMenu({ trackOrderLabel, compact }: Required<AccountButtonProps>) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const allowed = useAccessGuard();
  const logout = useLogout(clearShopperListsOnLogout);
  const { data: config } = useConfig();
  const { data: modules } = useModules();
  const entries = accountEntries(config, (modules ?? []).some((m) => policyOf(m).cart === 'own'));
  const select = (entry: AccountEntry | 'logout') => {
    if (entry === 'logout') return logout();
    const path = ACCOUNT_PATHS[entry];
    if (allowed(path)) void navigate(path);
  };
  const trigger = (
    <Button icon={<UserOutlined aria-hidden />} aria-label={t('header.profile')}>
      {compact ? null : t('header.profile')}
    </Button>
  );
  // The same button stands in while the menu's code arrives: a press on it opens the menu once it has.
  return (
    <StandIn standIn={trigger}>
      {(pressed) => (
        <AccountMenu entries={entries} trackOrderLabel={trackOrderLabel} onSelect={select} defaultOpen={pressed}>
          {trigger}
        </AccountMenu>
      )}
    </StandIn>
  );
}
