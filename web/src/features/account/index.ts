/**
 * The account feature: the account menu, logout and SPEC.md's access rules. The menu (antd's
 * Dropdown and Menu) is a default export so the app loads it with React.lazy.
 */
export {
  ACCOUNT_ENTRIES,
  ACCOUNT_PATHS,
  accountEntries,
  offeredAccountFeatures,
  type AccountEntry,
  type AccountFlags,
} from '@/features/account/model/account-menu';
export { failedRule, ruleForLink, type AccessRule, type Visitor } from '@/features/account/model/access';
export { LOGOUT_DELAY_MS, logOut, type LogoutEnv } from '@/features/account/model/logout';
export { useLogout } from '@/features/account/hooks/use-logout';
export type { AccountMenuProps } from '@/features/account/components/account-menu';
export { useAccessGuard } from '@/features/account/hooks/use-access-guard';
export { GuardedLink, type GuardedLinkProps } from '@/features/account/components/guarded-link';
