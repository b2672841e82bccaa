/** The account menu's entries, in SPEC.md's order (section 2, "Account menu"). */
export const ACCOUNT_ENTRIES = [
  'profile-settings',
  'my-orders',
  'my-trips',
  'wallet',
  'coupons',
  'loyalty-points',
  'referral-code',
  'track-order',
  'settings',
] as const;

export type AccountEntry = (typeof ACCOUNT_ENTRIES)[number];

/** Where each entry leads. */
export const ACCOUNT_PATHS: Record<AccountEntry, string> = {
  'profile-settings': '/profile?page=profile-settings',
  'my-orders': '/my-orders',
  'my-trips': '/my-trips',
  wallet: '/wallet',
  coupons: '/coupons',
  'loyalty-points': '/loyalty-points',
  'referral-code': '/referral-code',
  'track-order': '/track-order',
  settings: '/settings',
};

/** The configuration flags the menu depends on (1 = on). */
export interface AccountFlags {
  customer_wallet_status?: number;
  loyalty_point_status?: number;
  ref_earning_status?: number;
}

/** Which account features this marketplace offers: wallet, loyalty and referral follow config flags. */
export function offeredAccountFeatures(flags: AccountFlags | undefined, hasRentalModule: boolean) {
  return {
    wallet: flags?.customer_wallet_status !== 0,
    loyalty: flags?.loyalty_point_status !== 0,
    referral: flags?.ref_earning_status !== 0,
    trips: hasRentalModule,
  };
}

/**
 * The entries a logged-in customer sees: my-trips only with an active rental module; wallet,
 * loyalty points and referral code hidden when their configuration flag is 0.
 */
export function accountEntries(flags: AccountFlags | undefined, hasRentalModule: boolean): AccountEntry[] {
  const offered = offeredAccountFeatures(flags, hasRentalModule);
  const hidden: Partial<Record<AccountEntry, boolean>> = {
    'my-trips': !offered.trips,
    wallet: !offered.wallet,
    'loyalty-points': !offered.loyalty,
    'referral-code': !offered.referral,
  };
  return ACCOUNT_ENTRIES.filter((entry) => !hidden[entry]);
}
