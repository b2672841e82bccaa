import { chunkNameOf } from '../support/chunks';
import { expect, test, type Page } from '../support/test';
import { fillCart, orderableItem } from '../support/demo-order';
import { presetChoices } from '../support/shopper';

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/**
 * index.html's inline boot script (web/boot/boot.js) runs under the page's Content-Security-Policy,
 * which allows it by its hash and nothing else inline; its early API calls are the ones the app uses.
 */
test('the boot script runs under the page policy and its early calls serve the app', async ({ page }) => {
  await page.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__policyViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await presetChoices(page, 'grocery');
  await page.addInitScript(() => window.localStorage.setItem('theme-mode', JSON.stringify('dark')));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const configCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/config') configCalls.push(request.url());
  });

  const answer = await page.goto('/home');
  expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The boot script set the stored theme on <html> and left its early calls for the app.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => typeof (window as { __storefrontEarlyCalls?: unknown }).__storefrontEarlyCalls)).toBe('object');
  await page.waitForLoadState('networkidle');
  // Asked once, by the boot script; the app took that answer instead of asking again.
  expect(configCalls).toHaveLength(1);
  expect(await page.evaluate(() => window.__policyViolations)).toEqual([]);
  expect(errors).toEqual([]);
});

/** What /home's first screen draws (web/src/features/catalogue/api/home-first-screen.ts), as boot.js asks. */
const HOME_FIRST_SCREEN = ['/api/v1/categories', '/api/v1/items/popular?offset=1&limit=10', '/api/v1/stores/popular?offset=1&limit=12'];

test("/home's first screen is asked for once, by the boot script, and drawn with its answers", async ({ page }) => {
  await presetChoices(page, 'grocery');
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (HOME_FIRST_SCREEN.includes(url.pathname + url.search)) calls.push(url.pathname + url.search);
  });
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app's hooks took the boot script's answers (put in swr's cache before the first render), and
  // asked for none of them again when they mounted.
  expect(calls.sort()).toEqual(HOME_FIRST_SCREEN);
});

/** The paths of the calls the page makes under `prefix`, in order, from now on. */
function pathsAsked(page: Page, prefix: string): string[] {
  const paths: string[] = [];
  page.on('request', (call) => {
    const { pathname } = new URL(call.url());
    if (pathname.startsWith(prefix)) paths.push(pathname);
  });
  return paths;
}

test("a product page's item is asked for once, by the boot script, and drawn with it", async ({ page, request }) => {
  await presetChoices(page, 'ecommerce');
  const { items } = (await (await request.get('/api/v1/items/popular?offset=1&limit=1')).json()) as { items: { id: number; slug: string; name: string }[] };
  const item = items[0];
  if (!item) throw new Error('the demo marketplace has no popular ecommerce item');
  const calls = pathsAsked(page, '/api/v1/items/details/');
  await page.goto(`/product/${item.id}?id=${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([`/api/v1/items/details/${item.slug}`]);
});

test("a store page's details are asked for once, by the boot script, and drawn with them", async ({ page, request }) => {
  await presetChoices(page, 'ecommerce');
  const { stores } = (await (await request.get('/api/v1/stores/popular?offset=1&limit=1')).json()) as { stores: { slug: string; name: string }[] };
  const store = stores[0];
  if (!store) throw new Error('the demo marketplace has no popular ecommerce store');
  const calls = pathsAsked(page, '/api/v1/stores/details/');
  await page.goto(`/store/${store.slug}?id=${store.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([`/api/v1/stores/details/${store.slug}`]);
});

/** The chunks index.html's boot script has the browser fetch beside the entry (its preload links), by name. */
async function preloadedChunks(page: Page): Promise<string[]> {
  const files = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return files.map((file) => chunkNameOf(file) ?? file).sort();
}

test('on the cart’s checkout, the boot script asks for the cart, its store, the clock and the page’s strings, and the app takes them', async ({ page }) => {
  await presetChoices(page, 'grocery');
  await fillCart(page, await orderableItem(page, 3), 'guest');
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/v1/customer/cart/list' || pathname.startsWith('/api/v1/stores/details/') || pathname === '/api/v1/config/clock') calls.push(pathname);
    const chunk = chunkNameOf(pathname);
    if (chunk?.startsWith('locale-en-') && pathname.endsWith('.js')) calls.push(`/${chunk}`);
  });

  await page.goto('/checkout?page=cart');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each asked once: by the boot script (the store once the cart's answer named it), never again by the app.
  expect(calls.filter((path) => path === '/api/v1/customer/cart/list')).toHaveLength(1);
  expect(calls.filter((path) => path.startsWith('/api/v1/stores/details/'))).toHaveLength(1);
  expect(calls.filter((path) => path === '/api/v1/config/clock')).toHaveLength(1);
  expect(await page.evaluate(() => Object.keys((window as { __storefrontEarlyCalls?: object }).__storefrontEarlyCalls ?? {}))).toEqual([]);
  // The strings checkout shows at once (web/src/app/page-strings.ts) came beside the page's code, each once,
  // not one after the other as its components first needed them.
  expect(await preloadedChunks(page)).toEqual(expect.arrayContaining(['locale-en-addresses', 'locale-en-checkout', 'route-checkout']));
  for (const strings of ['locale-en-addresses', 'locale-en-checkout']) expect(calls.filter((path) => path.endsWith(`/${strings}`))).toHaveLength(1);
});

test('a French shopper’s strings are fetched beside the entry, with the English fallback of the page’s own', async ({ page }) => {
  await presetChoices(page, 'grocery', 'fr');
  await page.goto('/my-orders');
  // A guest's orders page, in French: it asks the shopper to sign in.
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Mes commandes');
  expect(await preloadedChunks(page)).toEqual(expect.arrayContaining(['locale-en-orders', 'locale-fr', 'route-my-orders']));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

// The pages whose chunk is not named after their path (web/src/app/page-paths.ts, the footer's text pages and
// a web-vertical's root page): the boot script preloads the chunk the router then draws them with, and no other.
test('the boot script preloads the code of pages whose chunk is not named after their path, and only theirs', async ({ page }) => {
  await presetChoices(page, 'parcel');
  const asked = new Set<string>();
  page.on('request', (request) => {
    const chunk = chunkNameOf(request.url());
    if (chunk?.startsWith('route-') && request.url().endsWith('.js')) asked.add(chunk);
  });
  const pages = {
    '/wallet': 'route-account',
    '/my-orders/1': 'route-order-details',
    '/help-and-support': 'route-help',
    '/privacy-policy': 'route-content',
    '/store-registration': 'route-registration',
    '/send-package': 'route-vertical',
  };
  for (const [path, chunk] of Object.entries(pages)) {
    asked.clear();
    await page.goto(path);
    // The app's layout around the page (a guest's /wallet is a sign-in prompt, with no heading).
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const preloaded = (await preloadedChunks(page)).filter((name) => name.startsWith('route-'));
    expect({ path, preloaded, asked: [...asked].sort() }).toEqual({ path, preloaded: [chunk], asked: [chunk] });
  }
});

/** The sizes and weights index.html's static first view loads a font for, as `14px/600` (every path serves it). */
async function typeLoaded(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/home')).text();
  const loaded = [...html.matchAll(/<span hidden style="font-size:(\d+)px;font-weight:(\d+)">/g)].map(([, px, weight]) => `${px}px/${weight}`);
  expect(loaded.length).toBeGreaterThan(10);
  return loaded;
}

/** Each size and weight of text drawn on the page now that is not among `loaded`. */
async function typeNotLoaded(page: Page, loaded: string[]): Promise<string[]> {
  const drawn = await page.evaluate(() => {
    const types = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      types.add(`${style.fontSize}/${style.fontWeight}`);
    }
    return [...types];
  });
  return drawn.filter((type) => !loaded.includes(type)).sort();
}

// index.html's static first view has the browser load the fonts of the first views before its first
// paint (web/src/app/boot-shell-type.ts): text at a size or weight it does not name would have its font
// loaded inside React's first layout again.
test('the static first view loads the font of every size and weight a catalogue page writes in first', async ({ page, request }) => {
  await presetChoices(page, 'ecommerce');
  const { stores } = (await (await request.get('/api/v1/stores/popular?offset=1&limit=1')).json()) as { stores: { slug: string }[] };
  const { items } = (await (await request.get('/api/v1/items/popular?offset=1&limit=1')).json()) as { items: { id: number; slug: string }[] };
  if (!stores[0] || !items[0]) throw new Error('the demo marketplace has no popular ecommerce store or item');
  const loaded = await typeLoaded(page);
  const missing: string[] = [];
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 823 });
    for (const path of ['/home', `/store/${stores[0].slug}?id=${stores[0].slug}`, `/product/${items[0].id}?id=${items[0].slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      missing.push(...(await typeNotLoaded(page, loaded)).map((type) => `${type} on ${path} at ${width}px`));
    }
  }
  expect(missing).toEqual([]);
});

// The words are out of the first paint's layout and laid out one at a time after it, by the boot script
// (web/boot/boot.js): each font loads in a short task of its own, not all in one long layout. The app's
// code is held back here, so that nothing replaces the static first view while it is looked at.
test('the boot script lays out the static first view’s words one by one after the first paint', async ({ page }) => {
  await presetChoices(page, 'ecommerce');
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/home');
  const words = page.locator('.boot-shell__type > span');
  await expect(words).toHaveCount((await typeLoaded(page)).length);
  await expect(page.locator('.boot-shell__type > [hidden]')).toHaveCount(0);
  const widths = await words.evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().width));
  expect(widths.every((width) => width > 0)).toBe(true);
});

test("the static first view loads the font of every size and weight checkout's first view writes in", async ({ page }) => {
  await presetChoices(page, 'grocery');
  await fillCart(page, await orderableItem(page, 3), 'guest');
  const loaded = await typeLoaded(page);
  const missing: string[] = [];
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 823 });
    await page.goto('/checkout?page=cart');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    missing.push(...(await typeNotLoaded(page, loaded)).map((type) => `${type} at ${width}px`));
  }
  expect(missing).toEqual([]);
});

/**
 * Every script the storefront serves opens with V8's compile hint (rsbuild.config.ts), so Chromium
 * compiles its functions while it downloads, off the main thread, instead of at each first call.
 */
test("a product page's scripts carry the compile hint that moves their compiling off the main thread", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/static/js/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await presetChoices(page, 'ecommerce');
  const { items } = (await (await request.get('/api/v1/items/popular?offset=1&limit=1')).json()) as { items: { id: number; slug: string; name: string }[] };
  const item = items[0];
  if (!item) throw new Error('the demo marketplace has no popular ecommerce item');
  await page.goto(`/product/${item.id}?id=${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The entry's four files and the page's own chunks at least.
  expect(scripts.length).toBeGreaterThan(6);
  for (const path of scripts) {
    const body = await (await request.get(path)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(true);
  }
});
