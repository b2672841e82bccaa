// What a returning shopper's browser holds before a measured page loads: the chosen module and the
// demo location, stored under SPEC.md's keys as the app writes them (e2e/lighthouse.ts,
// e2e/trace-first-view.ts).
import type { Browser } from 'puppeteer-core';

export async function getJson<T>(base: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await fetch(`${base}${path}`, { headers });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** The chosen module and the demo location, stored under SPEC.md's keys as the app writes them. */
export async function shopperStorage(base: string, moduleType: string): Promise<Record<string, string>> {
  const modules = await getJson<{ id: number; module_type: string }[]>(base, '/api/v1/module');
  const module = modules.find((candidate) => candidate.module_type === moduleType);
  if (!module) throw new Error(`the demo has no ${moduleType} module`);
  const location = { address: '35 Rue Montorgueil, 75002 Paris, France', lat: 48.8645, lng: 2.347, zoneIds: [1] };
  return {
    module: JSON.stringify(module),
    location: JSON.stringify(location),
    zoneid: JSON.stringify(location.zoneIds),
    currentLatLng: JSON.stringify({ lat: location.lat, lng: location.lng }),
    'language-setting': JSON.stringify('en'),
    'theme-mode': JSON.stringify('light'),
  };
}

export interface PopularItem {
  id: number;
  slug: string;
  variations?: unknown[];
  food_variations?: unknown[];
}

/** A new guest with one item of the module in its cart (an item with no options, so one add is enough),
 * and the guest id stored as the app stores it: checkout then shows that cart. */
export async function guestWithCart(base: string, moduleId: number, items: PopularItem[], storage: Record<string, string>): Promise<void> {
  const plain = items.find((item) => !item.variations?.length && !item.food_variations?.length);
  if (!plain) throw new Error('the demo module has no item without options among its popular ones');
  const guest = await fetch(`${base}/api/v1/auth/guest/request`, { method: 'POST' });
  const { guest_id: guestId } = (await guest.json()) as { guest_id: string };
  const added = await fetch(`${base}/api/v1/customer/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', moduleId: String(moduleId), zoneId: '[1]' },
    body: JSON.stringify({ guest_id: guestId, item_id: plain.id, quantity: 1, model: 'Item', variation: [], add_on_ids: [], add_on_qtys: [] }),
  });
  if (!added.ok) throw new Error(`cart/add answered ${added.status}: ${await added.text()}`);
  storage.guest_id = JSON.stringify(guestId);
}

/**
 * Makes a freshly launched browser a shopper's: writes `storage` into its local storage for `base`'s
 * origin, and draws a line of text in the system's font, from a page of its own, then closes that page.
 * - The page measured next starts in a renderer of its own, as a shopper's new tab does. (Written from
 *   the measured page itself, the site's renderer was reused with the setup page's heap in it, and the
 *   profiler Lighthouse starts at the navigation walked that heap: a task of some 55 ms at index 1,000,
 *   counted in every run's blocking time.)
 * - A shopper's browser has drawn text before (its own windows, the pages before ours). One that has
 *   not sets up its font system (on Linux, fontconfig in the browser process) while the first page's
 *   renderer waits for it, inside that page's first layout: 45 to 55 ms of it at index 1,000, which
 *   Lighthouse's 4x makes the largest task of every page (docs/web.md). The renderer's own font work
 *   stays in the measure: the measured page's renderer is new and loads every font it draws.
 */
export async function prepareShoppersBrowser(browser: Browser, base: string, storage: Record<string, string>): Promise<void> {
  const setup = await browser.newPage();
  await setup.goto(`${base}/api/v1/config`);
  await setup.evaluate((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    document.body.innerHTML = '<p style="font: 14px system-ui">Storefront</p><p style="font: bold 14px system-ui">Storefront</p>';
    return document.body.offsetHeight; // laid out, so its fonts are set up
  }, storage);
  await setup.close();
}
