import { test, type Page } from '@playwright/test';

let accounts = 0;

/**
 * An email and a phone number no other account of this run has (each run's server starts on a fresh
 * demo database): the phone's last seven digits are this worker's index and its own count of accounts,
 * after a 9 that no demo phone starts with. A clock or random digits let two accounts of one run meet
 * (a journey's "taken" account once got the phone of the customer signing up beside it).
 */
export function uniqueContact(tag: string): { email: string; phone: string } {
  accounts += 1;
  const digits = `${String(test.info().workerIndex % 1000).padStart(3, '0')}${String(accounts).padStart(4, '0')}`;
  return { email: `${tag}.${digits}@example.com`, phone: `+3369${digits}` };
}

/**
 * A new customer signed up through the API (POST /api/v1/auth/sign-up), with no saved address and
 * an empty wishlist, whose token is stored before the first page load exactly as the app stores it
 * ("token" in local storage): the journeys start signed in without going through the sign-in dialog.
 */
export async function signUpCustomer(page: Page, name = 'Ada Lovelace'): Promise<{ token: string; email: string; phone: string }> {
  const { email, phone } = uniqueContact('shopper');
  const answer = await page.request.post('/api/v1/auth/sign-up', {
    data: { name, email, phone, password: 'a-long-password-1' },
  });
  if (!answer.ok()) throw new Error(`sign-up refused (${answer.status()}): ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-token')) return;
    window.sessionStorage.setItem('e2e-token', '1');
    window.localStorage.setItem('token', JSON.stringify(stored));
  }, token);
  return { token, email, phone };
}

/** The demo customer README.md names, who has saved addresses and a wishlist from `make run` on. */
export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'demo-password' };

/** Sign in as the demo customer through the API (POST /api/v1/auth/login) and store the token before the first load. */
export async function signInDemoCustomer(page: Page): Promise<string> {
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, login_type: 'manual', field_type: 'email' },
  });
  if (!answer.ok()) throw new Error(`login refused (${answer.status()}): ${await answer.text()}`);
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-token')) return;
    window.sessionStorage.setItem('e2e-token', '1');
    window.localStorage.setItem('token', JSON.stringify(stored));
  }, token);
  return token;
}
