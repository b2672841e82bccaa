/** The account pages (SPEC.md section 2): one chunk, "route-account", draws the one the path names. */
export const ACCOUNT_PATHS = ['my-trips', 'wallet', 'coupons', 'loyalty-points', 'referral-code'] as const;

/** The partners' registration pages: one chunk, "route-registration". */
export const REGISTRATION_PATHS = ['store-registration', 'deliveryman-registration'] as const;

/**
 * The pages whose chunk is not the one index.html's boot script guesses from the path ("route-" and the
 * path's first two segments, else its first: /store/latest is "route-store-latest", /store/abc
 * "route-store"), by chunk name, as the router draws them (app/router.tsx). "a/*" stands for any one
 * segment after "a". The build adds the footer's text pages ("route-content") and the web-verticals'
 * pages ("route-vertical") and writes the table into index.html (web/scripts/first-load-plugin.ts), so
 * the boot script preloads /wallet's code, not nothing, and /my-orders/12's, not the orders list's.
 */
export const PAGES_APART: Readonly<Record<string, readonly string[]>> = {
  'route-order-details': ['my-orders/*'],
  'route-help': ['help-and-support'],
  'route-account': ACCOUNT_PATHS,
  'route-registration': REGISTRATION_PATHS,
};
