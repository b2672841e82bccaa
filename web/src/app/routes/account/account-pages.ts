/** What an account page offers and how it reads while it holds nothing (keys of the "pages" namespace). */
export interface AccountPageSpec {
  /** The feature flag that must be on for the page to exist. */
  offer?: 'wallet' | 'loyalty' | 'referral' | 'trips';
  /** Where its call to action leads. */
  actionTo: string;
}

/**
 * The account pages by path (My Orders is its own page). Coupons, the referral code, the wallet and the
 * loyalty points show the server's answers; trips are the rental bundle's page. While a page holds nothing it
 * says what it will hold and offers the step that fills it (orders come from shopping, trips from
 * renting), never a dead end.
 */
export const ACCOUNT_PAGES: Record<string, AccountPageSpec> = {
  'my-trips': { offer: 'trips', actionTo: '/rental/vehicle-search?all_category=1' },
  wallet: { offer: 'wallet', actionTo: '/loyalty-points' },
  coupons: { actionTo: '/home' },
  'loyalty-points': { offer: 'loyalty', actionTo: '/home' },
  'referral-code': { offer: 'referral', actionTo: '/home' },
};
