/** SPEC.md section 9: logout waits 500 ms after the confirmation. */
export const LOGOUT_DELAY_MS = 500;

/** What logging out touches, handed in so the steps stay plain and testable. */
export interface LogoutEnv {
  clearToken: () => void;
  /** Ask the server to refuse the token from now on (POST /auth/logout); its failure is ignored. */
  revoke: () => Promise<void>;
  /** Empty the cart and the wishlist (their features' hook point). */
  clearLists: () => void | Promise<void>;
  pathname: string;
  navigate: (path: string) => void;
  notifySuccess: (text: string) => void;
  successText: string;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC.md section 4, after the confirmation: wait 500 ms, clear the token, the cart and the
 * wishlist, say 'Logout successful.' and go to /home (or stay on / on the landing page).
 *
 * The app forgets the token before the server is told (with that token): a refusal of the logout
 * call is then not taken for a rejected session, and a slow or failed call never keeps the customer
 * logged in on this device.
 */
export async function logOut(env: LogoutEnv): Promise<void> {
  await (env.wait ?? sleep)(LOGOUT_DELAY_MS);
  env.clearToken();
  await env.revoke().catch(() => undefined);
  await env.clearLists();
  env.notifySuccess(env.successText);
  env.navigate(env.pathname === '/' ? '/' : '/home');
}
