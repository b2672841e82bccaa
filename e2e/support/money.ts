import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { ROOT, startServer, type RunningServer } from './server';

/**
 * What the customer's money journeys share (issue 27): a server whose demo dispatcher delivers demo
 * orders, money written as the storefront writes the demo's euros, the server's view of a customer's
 * balances, and screenshots kept in test-results/money.
 */

/** Where the money journeys' screenshots go, one folder per journey. */
export const MONEY_SHOTS = join(ROOT, 'test-results', 'money');

/**
 * The journeys that follow an order to its delivery get a server of their own whose demo dispatcher moves
 * demo orders one status every second (the other journeys' server keeps it off), shared by the worker.
 */
export const dispatchingTest = base.extend<object, { dispatchingServer: RunningServer }>({
  dispatchingServer: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ DEMO_DISPATCH_SECONDS: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ dispatchingServer }, use) => use(dispatchingServer.url),
});

/**
 * An amount as the storefront writes the demo marketplace's money (`currency_symbol` "€" on the left, two
 * decimals, digits grouped in the page's language: "€33.00", "€33,00"), to find the server's figures on
 * the page. The journeys compare with figures the server answered, never with ones they computed.
 */
export function euros(amount: number, language: string): string {
  return `€${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** Points as the storefront writes a count in the page's language. */
export const pointsText = (points: number, language: string) => new Intl.NumberFormat(language).format(points);

/** Screenshots of one journey, numbered in the order they are taken. */
export class Shots {
  private step = 0;
  private readonly folder: string;

  constructor(
    private readonly page: Page,
    journey: string,
  ) {
    this.folder = join(MONEY_SHOTS, journey);
    mkdirSync(this.folder, { recursive: true });
  }

  async take(name: string, options: { fullPage?: boolean } = {}): Promise<void> {
    this.step += 1;
    const path = join(this.folder, `${String(this.step).padStart(2, '0')}-${name}.png`);
    await this.page.screenshot({ path, animations: 'disabled', fullPage: options.fullPage ?? false });
    await base.info().attach(name, { path, contentType: 'image/png' });
  }
}

/** What the server holds of a customer's money (GET /api/v1/customer/info). */
export interface CustomerMoney {
  wallet_balance: number;
  loyalty_point: number;
  ref_code: string;
  ref_by: number | null;
}

export async function customerMoney(page: Page, token: string): Promise<CustomerMoney> {
  const answer = await page.request.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as CustomerMoney;
}

/** A wallet or points entry as the server lists it. */
export interface LedgerEntry {
  transaction_type: string;
  credit: number;
  debit: number;
  balance: number;
}

/** The customer's newest wallet or loyalty point entries (the ledger's first page). */
export async function ledgerEntries(page: Page, token: string, account: 'wallet' | 'loyalty-point'): Promise<LedgerEntry[]> {
  const answer = await page.request.get(`/api/v1/customer/${account}/transactions?offset=1&limit=20`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: LedgerEntry[] }).data;
}

/** The token the storefront stored for the signed-in customer (local storage "token"). */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? 'null') as string | null);
  if (!token) throw new Error('no customer is signed in on this page');
  return token;
}
